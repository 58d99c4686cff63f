/** The brands of the suite (design.md §7). appName is the identifier the specs use. */
export interface Brand {
  appName: string;
  tenant: string;
  displayName: string;
}

export const BRANDS: readonly Brand[] = [
  { appName: 'colfactura', tenant: 'colfactura', displayName: 'Colfactura' },
  { appName: 'colnomina', tenant: 'colnomina', displayName: 'Colnómina' },
  { appName: 'firmaya', tenant: 'firmaya', displayName: 'Firmaya' },
  { appName: 'firmamail', tenant: 'firmamail', displayName: 'Firmamail' },
  { appName: 'boveda', tenant: 'boveda', displayName: 'Bóveda' },
  { appName: 'bemyself', tenant: 'myselfcert', displayName: 'BeMyself' },
  { appName: 'license', tenant: 'license', displayName: 'Licencias' },
];

export const LICENSE_BRAND = BRANDS.find((b) => b.appName === 'license') as Brand;

export function brandByAppName(appName: string | undefined | null): Brand | undefined {
  if (!appName) return undefined;
  const wanted = appName.toLowerCase();
  return BRANDS.find((b) => b.appName === wanted);
}

/**
 * The brand of a request host: a configured host map first, then `<app>.localhost` (and
 * `<app>.<anything>`), else the license brand (plain localhost).
 */
export function brandForHost(hostHeader: string | undefined, hostMap: Record<string, string> = {}): Brand {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  const mapped = hostMap[host];
  if (mapped) return brandByAppName(mapped) ?? LICENSE_BRAND;
  const firstLabel = host.split('.')[0];
  if (host.includes('.')) return brandByAppName(firstLabel) ?? LICENSE_BRAND;
  return LICENSE_BRAND;
}
