import { brandsWith } from '@lic/server-reference';

/**
 * The apps that post consumption: the brands with the consumesLicences capability (@lic/server-reference).
 * The brands are the services' names in lower case (colfactura → COLFACTURA); an app consumes only the
 * features of its own service.
 */
export const CONSUMING_APPS: readonly string[] = brandsWith('consumesLicences').map((brand) => brand.appName);

export function isConsumingApp(appName: string): boolean {
  return CONSUMING_APPS.includes(appName);
}

export function serviceNameOfApp(appName: string): string {
  return appName.toUpperCase();
}
