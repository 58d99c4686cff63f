import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** design.md §5: a 6-digit code, valid 10 minutes, 5 attempts. */
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** A new code for the same address at most every 30 seconds. */
export const VERIFICATION_RESEND_INTERVAL_MS = 30_000;
/** A verified address needs no new code for a day. */
export const VERIFIED_EMAIL_VALIDITY_MS = 24 * 3_600_000;

/** Six digits from the CSPRNG, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Only this keyed hash is stored: without the server's key, a leaked row does not let anyone try the
 * million codes offline. The address is part of the message, so a hash is useless for another address.
 */
export function hashVerificationCode(key: Buffer, email: string, code: string): string {
  return createHmac('sha256', key).update(`${email.trim().toLowerCase()}\n${code}`).digest('hex');
}

export function verificationCodeMatches(key: Buffer, email: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashVerificationCode(key, email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
