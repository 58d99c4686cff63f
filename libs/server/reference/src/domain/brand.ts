import { brandByAppName, LICENSE_BRAND, type Brand } from '@lic/shared-rules';

/**
 * The brands and their capabilities are one table shared with the SPAs (@lic/shared-rules, brands.ts);
 * the server reads it through here.
 */
export {
  BACKOFFICE_BRAND,
  BRANDS,
  brandByAppName,
  brandCapability,
  brandHas,
  brandsWith,
  LICENSE_BRAND,
  PLAIN_STORE,
  type Brand,
} from '@lic/shared-rules';

/**
 * The brand of a request host: a configured host map first, then `<app>.localhost` (and
 * `<app>.<anything>`), else the license brand (plain localhost). The Host header is the client's: only
 * the map's own entries count (`Host: __proto__` must not find Object.prototype).
 */
export function brandForHost(hostHeader: string | undefined, hostMap: Readonly<Record<string, string>> = {}): Brand {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  const mapped = Object.hasOwn(hostMap, host) ? hostMap[host] : undefined;
  if (typeof mapped === 'string' && mapped) return brandByAppName(mapped) ?? LICENSE_BRAND;
  const firstLabel = host.split('.')[0];
  if (host.includes('.')) return brandByAppName(firstLabel) ?? LICENSE_BRAND;
  return LICENSE_BRAND;
}
