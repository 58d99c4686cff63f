import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * App credentials are a client id and a random secret of 32 bytes. The secret is stored as its
 * SHA-256: with that much entropy a plain hash cannot be brute-forced, and checking it costs a
 * microsecond on the consumption hot path (argon2 would cost tens of milliseconds per event).
 */
export function newClientId(appName: string): string {
  return `${appName}-${randomBytes(8).toString('hex')}`;
}

export function newClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function secretMatches(secret: string, secretHash: string): boolean {
  const given = Buffer.from(hashClientSecret(secret), 'hex');
  const stored = Buffer.from(secretHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A client id as newClientId makes them (`<app>-<hex>`), at most the column's 64 characters. */
const CLIENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Secrets are base64url; any visible text is let through to the hash (it then does not match), control characters are not. */
const SECRET = /^[^\p{Cc}]{1,512}$/u;
/** A header longer than this holds no credential of ours (64 + 1 + 512 characters in base64, with room). */
const MAX_HEADER = 1_024;

/**
 * The clientId and secret of an `Authorization: Basic base64(clientId:secret)` header; null when malformed.
 * The decoded text is the caller's: a client id is checked against the shape of ours before it reaches a
 * query (a NUL in it made PostgreSQL fail the request), and a secret may not carry control characters.
 */
export function parseBasicCredential(header: string | undefined): { clientId: string; secret: string } | null {
  if (!header || header.length > MAX_HEADER) return null;
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const clientId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  return CLIENT_ID.test(clientId) && SECRET.test(secret) ? { clientId, secret } : null;
}
