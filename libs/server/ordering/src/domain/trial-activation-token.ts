import { createHash, randomBytes } from 'node:crypto';

/** A trial activation token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newActivationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: activationTokenHash(token) };
}

export function activationTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const ACTIVATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const HOUR_MS = 3_600_000;

/** When a link sent at `now` stops working: userActivateTokenTime hours later. */
export function activationExpiry(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * HOUR_MS);
}
