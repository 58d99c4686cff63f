import { brandHas } from '@lic/shared-rules';
import type { TokenClaims } from '@lic/web-api-client';

const CERTIFICATE_ROLE = /myselfcert|letmicert/i;

/**
 * Where the browser goes once the session is closed (storefront.md §4): the brands go home; the license
 * app goes to its security login, in the certificate brand when one of the user's roles names it.
 */
export function afterLogoutUrl(appName: string, claims: TokenClaims | null): string {
  if (!brandHas(appName, 'hostsBackOffice')) return '/';
  const roles = claims?.LICENSE_ROLE ?? [];
  const certificate = (Array.isArray(roles) ? roles : [roles]).some((role) => CERTIFICATE_ROLE.test(role));
  return certificate ? '/login?tenant=myselfcert' : '/login';
}
