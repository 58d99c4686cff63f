import { describe, expect, it } from '@jest/globals';
import type { Ref } from '@mikro-orm/core';
import { hashRefreshToken, RefreshToken, revokeFamily } from './refresh-token.entity';
import type { User } from './user.entity';

const user = { id: '3f1d2a4b-0000-4000-8000-000000000001' } as unknown as Ref<User>;
const now = new Date('2026-11-23T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
/** The former behaviour: 7 days, no shorter idle timeout. */
const week = { absoluteDays: 7, idleHours: 7 * 24 };

function signIn() {
  return RefreshToken.issue({ user, appName: 'COLFACTURA', lifetime: week, now });
}

describe('RefreshToken', () => {
  it('is issued as a 32-byte base64url secret of which only the sha256 is kept', () => {
    const { token, secret } = signIn();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token.tokenHash).toBe(hashRefreshToken(secret));
    expect(token.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(token)).not.toContain(secret);
    expect(token.expiresOn.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(token.stateAt(now)).toBe('active');
  });

  it('starts a new family on every sign-in', () => {
    expect(signIn().token.familyId).not.toBe(signIn().token.familyId);
  });

  it('rotates into a new token of the same family and stops working itself', () => {
    const first = signIn();
    const second = first.token.rotate(later(10), week);
    expect(second.secret).not.toBe(first.secret);
    expect(second.token.familyId).toBe(first.token.familyId);
    expect(second.token.appName).toBe('COLFACTURA');
    // Not 7 days after the rotation: the family ends 7 days after the sign-in.
    expect(second.token.expiresOn.getTime()).toBe(now.getTime() + 7 * 86_400_000);
    expect(first.token.replacedBy).toBe(second.token.id);
    expect(first.token.stateAt(later(11))).toBe('rotated');
    expect(second.token.stateAt(later(11))).toBe('active');
  });

  it('cannot be rotated twice, nor once expired or revoked', () => {
    const rotated = signIn().token;
    rotated.rotate(now, week);
    expect(() => rotated.rotate(now, week)).toThrow('A refresh token that is rotated cannot be rotated');

    const expired = signIn().token;
    expect(expired.stateAt(later(7 * 24 * 60))).toBe('expired');
    expect(() => expired.rotate(later(7 * 24 * 60), week)).toThrow('A refresh token that is expired cannot be rotated');

    const revoked = signIn().token;
    revoked.revoke(now);
    expect(revoked.stateAt(now)).toBe('revoked');
    expect(() => revoked.rotate(now, week)).toThrow('A refresh token that is revoked cannot be rotated');
  });

  it('revoking the family ends the tokens before and after the reused one', () => {
    const first = signIn();
    const second = first.token.rotate(later(1), week);
    const third = second.token.rotate(later(2), week);
    // The holder of `first` (rotated) presents it again: the whole family ends, the live `third` too.
    expect(first.token.stateAt(later(3))).toBe('rotated');
    revokeFamily([first.token, second.token, third.token], later(3));
    for (const token of [first.token, second.token, third.token]) {
      expect(token.stateAt(later(3))).toBe('revoked');
      expect(token.revokedOn).toEqual(later(3));
    }
    expect(() => third.token.rotate(later(4), week)).toThrow();
  });

  it('ends a family unused for the idle timeout', () => {
    const lifetime = { absoluteDays: 7, idleHours: 24 };
    const { token } = RefreshToken.issue({ user, appName: 'COLFACTURA', lifetime, now });
    expect(token.expiresOn).toEqual(later(24 * 60));
    expect(token.stateAt(later(24 * 60 - 1))).toBe('active');
    expect(token.stateAt(later(24 * 60))).toBe('expired');
    // Used within the idle timeout: the next token again has the whole idle timeout ahead.
    const next = token.rotate(later(23 * 60), lifetime);
    expect(next.token.expiresOn).toEqual(later(47 * 60));
  });

  it('never lives past the absolute lifetime of its sign-in, however often it is refreshed', () => {
    const lifetime = { absoluteDays: 2, idleHours: 24 };
    let current = RefreshToken.issue({ user, appName: 'COLFACTURA', lifetime, now });
    for (const hour of [20, 40]) current = current.token.rotate(later(hour * 60), lifetime);
    expect(current.token.familyExpiresOn).toEqual(later(48 * 60));
    expect(current.token.expiresOn).toEqual(later(48 * 60));
    expect(current.token.stateAt(later(48 * 60 - 1))).toBe('active');
    expect(current.token.stateAt(later(48 * 60))).toBe('expired');
    expect(() => current.token.rotate(later(48 * 60), lifetime)).toThrow('A refresh token that is expired cannot be rotated');
  });

  it('keeps the first revocation time when revoked again', () => {
    const { token } = signIn();
    token.revoke(later(1));
    token.revoke(later(5));
    expect(token.revokedOn).toEqual(later(1));
  });
});
