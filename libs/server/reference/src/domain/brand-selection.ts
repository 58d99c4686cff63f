import { BRANDS, brandByAppName, brandForHost, type Brand } from './brand';
import { UnknownAppError } from './reference.errors';

export interface BrandHints {
  appName?: string;
  tenant?: string;
  host?: string;
}

/**
 * The brand a reference request is about: the appName header, else the tenant header, else the
 * brand of the host the page was served from (design.md §7).
 */
export function selectBrand(hints: BrandHints, hostMap: Record<string, string> = {}): Brand {
  const appName = hints.appName?.trim();
  if (appName) {
    const brand = brandByAppName(appName);
    if (!brand) throw new UnknownAppError('appName');
    return brand;
  }
  const tenant = hints.tenant?.trim().toLowerCase();
  if (tenant) {
    const brand = BRANDS.find((b) => b.tenant === tenant);
    if (!brand) throw new UnknownAppError('tenant');
    return brand;
  }
  return brandForHost(hints.host, hostMap);
}
