import { describe, expect, it } from '@jest/globals';
import { EmailVerification } from './email-verification.entity';
import {
  hashVerificationCode,
  newVerificationCode,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_RESEND_INTERVAL_MS,
  VERIFIED_EMAIL_VALIDITY_MS,
  verificationCodeMatches,
} from './verification-code';

const key = Buffer.alloc(32, 9);
const at = (ms: number) => new Date(Date.UTC(2026, 10, 22, 15, 0, 0) + ms);

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('are stored as a keyed hash bound to the address', () => {
    const hash = hashVerificationCode(key, 'Ana@Empresa.co', '012345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('012345');
    expect(verificationCodeMatches(key, 'ana@empresa.co ', '012345', hash)).toBe(true);
    expect(verificationCodeMatches(key, 'ana@empresa.co', '012346', hash)).toBe(false);
    expect(verificationCodeMatches(key, 'otra@empresa.co', '012345', hash)).toBe(false);
    expect(verificationCodeMatches(Buffer.alloc(32, 1), 'ana@empresa.co', '012345', hash)).toBe(false);
    expect(verificationCodeMatches(key, 'ana@empresa.co', '012345', 'abc')).toBe(false);
  });
});

describe('EmailVerification', () => {
  const issued = (now = at(0)) => {
    const verification = EmailVerification.start(' Ana@Empresa.co ', 'colfactura', now);
    verification.issueCode(hashVerificationCode(key, verification.email, '123456'), 'colfactura', now);
    return verification;
  };
  const attempt = (verification: EmailVerification, code: string, now: Date) =>
    verification.verifyCode((hash) => verificationCodeMatches(key, verification.email, code, hash), now);

  it('normalises the address', () => {
    expect(issued().email).toBe('ana@empresa.co');
  });

  it('accepts the right code once, then the address is verified for a day', () => {
    const verification = issued();
    expect(attempt(verification, '123456', at(60_000))).toBeNull();
    expect(verification.isVerifiedAt(at(60_000 + VERIFIED_EMAIL_VALIDITY_MS - 1))).toBe(true);
    expect(verification.isVerifiedAt(at(60_000 + VERIFIED_EMAIL_VALIDITY_MS))).toBe(false);
    expect(attempt(verification, '123456', at(61_000))).toBe('wrong');
    expect(verification.requestCode(false, at(120_000))).toEqual({ kind: 'already_verified' });
  });

  it('expires the code after ten minutes', () => {
    const verification = issued();
    expect(attempt(verification, '123456', at(VERIFICATION_CODE_TTL_MS))).toBe('expired');
    expect(attempt(issued(), '123456', at(VERIFICATION_CODE_TTL_MS - 1))).toBeNull();
  });

  it('locks the code after five wrong attempts, even for the right one', () => {
    const verification = issued();
    for (let i = 0; i < 5; i++) expect(attempt(verification, '000000', at(i * 1000))).toBe('wrong');
    expect(attempt(verification, '123456', at(6000))).toBe('too_many_attempts');
    expect(verification.verifiedOn ?? null).toBeNull();
  });

  it('counts the right code as one of the five attempts', () => {
    const verification = issued();
    for (let i = 0; i < 4; i++) attempt(verification, '000000', at(i));
    expect(attempt(verification, '123456', at(10))).toBeNull();
  });

  it('refuses to verify when no code was issued', () => {
    const verification = EmailVerification.start('ana@empresa.co', 'colfactura', at(0));
    expect(attempt(verification, '123456', at(1))).toBe('wrong');
  });

  it('keeps a fresh code on a plain request and refuses an early resend', () => {
    const verification = issued();
    expect(verification.requestCode(false, at(10_000))).toEqual({ kind: 'code_pending' });
    expect(verification.requestCode(true, at(10_000))).toEqual({
      kind: 'too_soon',
      retryAfterMs: VERIFICATION_RESEND_INTERVAL_MS - 10_000,
    });
    expect(verification.requestCode(true, at(VERIFICATION_RESEND_INTERVAL_MS))).toEqual({ kind: 'issue_code' });
    expect(verification.requestCode(false, at(VERIFICATION_RESEND_INTERVAL_MS))).toEqual({ kind: 'issue_code' });
  });

  it('gives fresh attempts and expiry with a new code', () => {
    const verification = issued();
    for (let i = 0; i < 5; i++) attempt(verification, '000000', at(i));
    verification.issueCode(hashVerificationCode(key, verification.email, '654321'), 'firmaya', at(60_000));
    expect(verification.appName).toBe('firmaya');
    expect(attempt(verification, '123456', at(61_000))).toBe('wrong');
    expect(attempt(verification, '654321', at(62_000))).toBeNull();
  });
});
