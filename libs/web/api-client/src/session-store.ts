import { decodeJwtPayload, type TokenClaims } from './jwt';

const BEARER = 'Bearer ';

export const SESSION_KEYS = {
  token: 'appsUserToken',
  refreshToken: 'appsUserRefreshToken',
  userName: 'userName',
} as const;

/**
 * Cart values kept in localStorage; they are cleared together at logout (storefront.md §9). paymentRetry is
 * ours (decision 0018): the online order the customer may pay again with this cart, with the form it was sent with.
 */
export const CART_STORAGE_KEYS = [
  'cartAdded',
  'pricesLicense',
  'quantityLicense',
  'packages',
  'cart',
  'promoCode',
  'paymentRetry',
] as const;

/** Where the storefront remembers which page to return to after a purchase. */
export const REDIRECT_PAGE_KEY = 'redirectPage';

function withBearer(token: string): string {
  return token.startsWith(BEARER) ? token : `${BEARER}${token}`;
}

function withoutBearer(token: string): string {
  return token.startsWith(BEARER) ? token.slice(BEARER.length) : token;
}

export interface SessionTokens {
  token: string;
  refreshToken: string;
  userName: string;
}

export const sessionStore = {
  /** The access token as sent in the Authorization header, "Bearer " included. */
  getAccessToken(): string | null {
    return localStorage.getItem(SESSION_KEYS.token);
  },

  getRefreshToken(): string | null {
    const stored = localStorage.getItem(SESSION_KEYS.refreshToken);
    return stored === null ? null : withoutBearer(stored);
  },

  getUserName(): string | null {
    return localStorage.getItem(SESSION_KEYS.userName);
  },

  setSession({ token, refreshToken, userName }: SessionTokens): void {
    localStorage.setItem(SESSION_KEYS.token, withBearer(token));
    localStorage.setItem(SESSION_KEYS.refreshToken, withBearer(refreshToken));
    localStorage.setItem(SESSION_KEYS.userName, userName);
  },

  clear(): void {
    for (const key of [...Object.values(SESSION_KEYS), ...CART_STORAGE_KEYS, REDIRECT_PAGE_KEY]) {
      localStorage.removeItem(key);
    }
    sessionStorage.clear();
  },

  claims(): TokenClaims | null {
    const token = localStorage.getItem(SESSION_KEYS.token);
    return token === null ? null : decodeJwtPayload<TokenClaims>(withoutBearer(token));
  },

  isAuthenticated(): boolean {
    if (localStorage.getItem(SESSION_KEYS.token) === null) return false;
    const exp = sessionStore.claims()?.exp;
    if (typeof exp === 'number' && exp * 1000 > Date.now()) return true;
    localStorage.removeItem(SESSION_KEYS.token);
    return false;
  },
};
