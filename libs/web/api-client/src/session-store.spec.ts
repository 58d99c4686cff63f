import { CART_STORAGE_KEYS, REDIRECT_PAGE_KEY, sessionStore } from './session-store';
import { fakeJwt } from './testing/fake-jwt';

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const claims = { unique_name: 'ana@example.com', given_name: 'Ána', family_name: 'Núñez', exp: 0, APPS: 'LICENSE' };

describe('sessionStore', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('stores both tokens with the Bearer prefix under the legacy keys', () => {
    sessionStore.setSession({ token: 'abc', refreshToken: 'r1', userName: 'ana' });

    expect(localStorage.getItem('appsUserToken')).toBe('Bearer abc');
    expect(localStorage.getItem('appsUserRefreshToken')).toBe('Bearer r1');
    expect(localStorage.getItem('userName')).toBe('ana');
    expect(sessionStore.getAccessToken()).toBe('Bearer abc');
    expect(sessionStore.getRefreshToken()).toBe('r1');
    expect(sessionStore.getUserName()).toBe('ana');
  });

  it('does not double the prefix when given a token that already has it', () => {
    sessionStore.setSession({ token: 'Bearer abc', refreshToken: 'Bearer r1', userName: 'ana' });

    expect(localStorage.getItem('appsUserToken')).toBe('Bearer abc');
    expect(sessionStore.getRefreshToken()).toBe('r1');
  });

  it('decodes the claims of the stored token, accents included', () => {
    sessionStore.setSession({
      token: fakeJwt({ ...claims, exp: inOneHour(), LICENSE_ROLE: ['SUPERADMIN'] }),
      refreshToken: 'r',
      userName: 'ana',
    });

    expect(sessionStore.claims()).toMatchObject({ given_name: 'Ána', family_name: 'Núñez', APPS: 'LICENSE', LICENSE_ROLE: ['SUPERADMIN'] });
  });

  it('has no claims without a token or with a malformed one', () => {
    expect(sessionStore.claims()).toBeNull();
    localStorage.setItem('appsUserToken', 'Bearer not-a-jwt');
    expect(sessionStore.claims()).toBeNull();
  });

  it('is authenticated while the token has not expired', () => {
    sessionStore.setSession({ token: fakeJwt({ ...claims, exp: inOneHour() }), refreshToken: 'r', userName: 'ana' });

    expect(sessionStore.isAuthenticated()).toBe(true);
  });

  it('removes an expired token and reports no session', () => {
    sessionStore.setSession({ token: fakeJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }), refreshToken: 'r', userName: 'ana' });

    expect(sessionStore.isAuthenticated()).toBe(false);
    expect(localStorage.getItem('appsUserToken')).toBeNull();
  });

  it('is not authenticated without a token', () => {
    expect(sessionStore.isAuthenticated()).toBe(false);
  });

  it('clears the session, the cart, the redirect page and sessionStorage but nothing else', () => {
    sessionStore.setSession({ token: 't', refreshToken: 'r', userName: 'ana' });
    for (const key of CART_STORAGE_KEYS) localStorage.setItem(key, '[]');
    localStorage.setItem(REDIRECT_PAGE_KEY, 'myplan');
    localStorage.setItem('storeLanding', 'keep');
    sessionStorage.setItem('anything', '1');

    sessionStore.clear();

    expect(Object.keys(localStorage)).toEqual(['storeLanding']);
    expect(sessionStorage.length).toBe(0);
  });
});
