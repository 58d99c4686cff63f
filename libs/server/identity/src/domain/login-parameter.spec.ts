import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { InvalidLoginParameterError } from './identity.errors';
import { newLoginParameterStamp, openLoginParameter, sealLoginParameter, type LoginParameterContent } from './login-parameter';

const key = randomBytes(32);
const now = new Date('2026-11-23T12:00:00Z');
const content: LoginParameterContent = {
  token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature',
  refreshToken: 'q8Jx3lN2b1dV0mYk7fR4tW9sZp6cH5aE2uG1oI0yL3k',
  userName: 'cliente',
  ...newLoginParameterStamp(now, 60),
};

function flipByte(parameter: string, index: number): string {
  const raw = Buffer.from(parameter, 'base64url');
  raw[index] ^= 0x01;
  return raw.toString('base64url');
}

describe('login parameter', () => {
  it('round-trips the sealed content', () => {
    const parameter = sealLoginParameter(key, content);
    expect(parameter).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parameter).not.toContain(content.userName);
    expect(openLoginParameter(key, parameter, new Date(now.getTime() + 59_000))).toEqual(content);
  });

  it('uses a fresh iv every time', () => {
    expect(sealLoginParameter(key, content)).not.toBe(sealLoginParameter(key, content));
  });

  it('carries a nonce and an expiry ttl seconds ahead', () => {
    const stamp = newLoginParameterStamp(now, 60);
    expect(stamp.exp).toBe(Math.floor(now.getTime() / 1000) + 60);
    expect(stamp.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newLoginParameterStamp(now, 60).nonce).not.toBe(stamp.nonce);
  });

  it('refuses a parameter once expired', () => {
    const parameter = sealLoginParameter(key, content);
    expect(() => openLoginParameter(key, parameter, new Date(now.getTime() + 60_000))).toThrow(InvalidLoginParameterError);
  });

  it.each([
    ['the iv', 0],
    ['the ciphertext', 20],
    ['the tag', -1],
  ])('refuses a parameter whose %s was changed', (_part, index) => {
    const parameter = sealLoginParameter(key, content);
    const length = Buffer.from(parameter, 'base64url').length;
    const tampered = flipByte(parameter, index < 0 ? length + index : index);
    expect(() => openLoginParameter(key, tampered, now)).toThrow(InvalidLoginParameterError);
  });

  it('refuses a parameter sealed with another key', () => {
    const parameter = sealLoginParameter(randomBytes(32), content);
    expect(() => openLoginParameter(key, parameter, now)).toThrow(InvalidLoginParameterError);
  });

  it.each(['', 'abc', 'no+base64/url=', 'A'.repeat(40)])('refuses the malformed parameter "%s"', (parameter) => {
    expect(() => openLoginParameter(key, parameter, now)).toThrow(InvalidLoginParameterError);
  });

  it('refuses well-sealed content that lacks a field', () => {
    const { refreshToken: _dropped, ...incomplete } = content;
    const parameter = sealLoginParameter(key, incomplete as LoginParameterContent);
    expect(() => openLoginParameter(key, parameter, now)).toThrow(InvalidLoginParameterError);
  });

  it('answers with the Spanish message of the spec', () => {
    expect(new InvalidLoginParameterError().message).toBe('No fue posible validar el parámetro de inicio de sesión.');
  });
});
