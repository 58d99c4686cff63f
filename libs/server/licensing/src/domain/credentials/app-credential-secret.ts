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

/** The clientId and secret of an `Authorization: Basic base64(clientId:secret)` header; null when malformed. */
export function parseBasicCredential(header: string | undefined): { clientId: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
