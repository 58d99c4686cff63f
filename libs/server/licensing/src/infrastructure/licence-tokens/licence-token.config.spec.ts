import { describe, expect, it } from '@jest/globals';
import { loadLicenceTokenConfig } from './licence-token.config';

describe('loadLicenceTokenConfig', () => {
  it('has development defaults: a dev secret, 24 h tokens, keys rotated every 30 days', () => {
    expect(loadLicenceTokenConfig({ NODE_ENV: 'development' })).toEqual({
      keySecret: expect.stringMatching(/^dev-only-/),
      ttlSeconds: 24 * 3600,
      rotationDays: 30,
      issuer: 'licencias-licensing',
    });
  });

  it('requires LICENCE_TOKEN_KEY_SECRET in production, of 32 characters or more', () => {
    expect(() => loadLicenceTokenConfig({ NODE_ENV: 'production' })).toThrow(/LICENCE_TOKEN_KEY_SECRET/);
    expect(() => loadLicenceTokenConfig({ NODE_ENV: 'production', LICENCE_TOKEN_KEY_SECRET: 'corto' })).toThrow(/32/);
    const secret = 'x'.repeat(40);
    expect(loadLicenceTokenConfig({ NODE_ENV: 'production', LICENCE_TOKEN_KEY_SECRET: secret }).keySecret).toBe(secret);
  });

  it('keeps token lifetimes between 1 and 24 hours and the rotation between 1 and 365 days', () => {
    expect(loadLicenceTokenConfig({ LICENCE_TOKEN_TTL_HOURS: '6' }).ttlSeconds).toBe(6 * 3600);
    for (const value of ['0', '25', '1.5', 'doce']) {
      expect(() => loadLicenceTokenConfig({ LICENCE_TOKEN_TTL_HOURS: value })).toThrow(/LICENCE_TOKEN_TTL_HOURS/);
    }
    expect(loadLicenceTokenConfig({ LICENCE_TOKEN_KEY_ROTATION_DAYS: '7' }).rotationDays).toBe(7);
    expect(() => loadLicenceTokenConfig({ LICENCE_TOKEN_KEY_ROTATION_DAYS: '0' })).toThrow(/LICENCE_TOKEN_KEY_ROTATION_DAYS/);
    expect(() => loadLicenceTokenConfig({ LICENCE_TOKEN_ISSUER: '  ' })).toThrow(/LICENCE_TOKEN_ISSUER/);
  });
});
