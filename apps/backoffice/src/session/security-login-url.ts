import type { TokenClaims } from '@lic/web-api-client';

const CERTIFICATE_ROLE = /myselfcert|letmicert/i;

/** The security login a staff user returns to: the certificate brand's when a role names it (storefront.md §4, §6). */
export function securityLoginUrl(claims: TokenClaims | null): string {
  const roles = claims?.LICENSE_ROLE ?? [];
  const certificate = (Array.isArray(roles) ? roles : [roles]).some((role) => CERTIFICATE_ROLE.test(role));
  return certificate ? '/login?tenant=myselfcert' : '/login';
}

/** Where a visitor without a back-office session signs in, coming back to /admin afterwards. */
export const ADMIN_SIGN_IN_URL = '/login?redirect=/admin';

/** Sign in and come back to this back-office page (a path inside /admin, e.g. /packages). */
export function adminSignInUrl(pathname: string): string {
  return /^\/[A-Za-z0-9/_-]+$/.test(pathname) && pathname !== '/'
    ? `/login?redirect=${encodeURIComponent(`/admin${pathname}`)}`
    : ADMIN_SIGN_IN_URL;
}
