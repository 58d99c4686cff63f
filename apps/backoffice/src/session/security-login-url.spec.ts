import { describe, expect, it } from '@jest/globals';
import { adminSignInUrl, securityLoginUrl } from './security-login-url';

describe('sign-in addresses of the back office', () => {
  it.each([
    ['/', '/login?redirect=/admin'],
    ['/packages', '/login?redirect=%2Fadmin%2Fpackages'],
    ['//evil.example', '/login?redirect=/admin'],
  ])('from %p signs in through %p', (pathname, url) => {
    expect(adminSignInUrl(pathname)).toBe(url);
  });

  it('sends certificate-brand staff to their own security login', () => {
    expect(securityLoginUrl({ LICENSE_ROLE: ['SUPERADMIN', 'MYSELFCERT_ADMIN'] } as never)).toBe('/login?tenant=myselfcert');
    expect(securityLoginUrl({ LICENSE_ROLE: 'SUPERADMIN' } as never)).toBe('/login');
  });
});
