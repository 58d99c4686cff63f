import { brandByAppName } from '@lic/server-reference';

/**
 * The catalogue service whose orders an app name refers to: a brand's own service (firmaya → FIRMAYA),
 * a service named directly (upper case), or null for the generic license app and an empty name.
 */
export function serviceNameOfApp(appName: string | null | undefined): string | null {
  const wanted = (appName ?? '').trim();
  if (!wanted) return null;
  const brand = brandByAppName(wanted);
  if (brand?.capabilities.sellsEveryService) return null;
  return (brand?.appName ?? wanted).toUpperCase();
}
