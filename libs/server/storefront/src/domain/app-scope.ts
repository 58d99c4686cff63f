import { brandByAppName, LICENSE_BRAND } from '@lic/server-reference';

/**
 * The services whose packages an app's storefront sells: the brand's own service (colfactura →
 * COLFACTURA, boveda → BOVEDA, ...), every service for the generic license app, or a service of the
 * catalogue named directly. Undefined for an app that is neither a brand nor a service.
 */
export function serviceNamesForApp(appName: string, catalogueServices: ReadonlySet<string>): readonly string[] | null | undefined {
  const wanted = appName.trim();
  if (!wanted) return undefined;
  const brand = brandByAppName(wanted);
  if (brand?.capabilities.sellsEveryService) return null;
  if (brand) return [brand.appName.toUpperCase()];
  const service = wanted.toUpperCase();
  return catalogueServices.has(service) ? [service] : undefined;
}

/** The brand app of a package's service, for the host of its links (license when no brand sells it). */
export function appNameForService(serviceName: string | undefined): string {
  return brandByAppName(serviceName)?.appName ?? LICENSE_BRAND.appName;
}
