/** Claims of the access token (storefront.md §3) plus the privileges the back office reads. */
export interface TokenClaims {
  unique_name: string;
  given_name: string;
  family_name: string;
  customer_id?: string;
  customer_type?: string;
  customer_value?: string;
  exp: number;
  APPS: string;
  LICENSE_ROLE?: string | string[];
  privileges?: string[];
}

/** Reads the payload of a JWT without verifying it: the browser only uses it for display and expiry. */
export function decodeJwtPayload<T = TokenClaims>(token: string): T | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const binary = atob(base64);
    // atob yields one char per byte; percent-encoding the bytes lets decodeURIComponent rebuild UTF-8 names.
    const utf8 = decodeURIComponent(Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    const parsed: unknown = JSON.parse(utf8);
    return parsed !== null && typeof parsed === 'object' ? (parsed as T) : null;
  } catch {
    return null;
  }
}
