import { describe, expect, it } from '@jest/globals';
import { loadAppConfig } from '../config/app-config';
import { metricsExposure } from './metrics-exposure';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://api@db/licencias',
  JWT_SECRET: 'x'.repeat(32),
  LOGIN_PARAMETER_KEY: Buffer.alloc(32, 1).toString('base64'),
};
const TOKEN = 't'.repeat(40);

describe('where /metrics answers', () => {
  it('on METRICS_PORT only, when it is set', () => {
    expect(metricsExposure(loadAppConfig({ METRICS_PORT: '9464' }))).toEqual({ kind: 'port', port: 9464 });
    expect(metricsExposure(loadAppConfig({ ...PRODUCTION, METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }))).toEqual({
      kind: 'port',
      port: 9464,
    });
  });

  it('on the public port in development and tests without METRICS_PORT', () => {
    expect(metricsExposure(loadAppConfig({}))).toEqual({ kind: 'public' });
    expect(metricsExposure(loadAppConfig({ NODE_ENV: 'test' }))).toEqual({ kind: 'public' });
  });

  it('nowhere in production without METRICS_PORT, or to METRICS_TOKEN’s bearer only', () => {
    expect(metricsExposure(loadAppConfig(PRODUCTION))).toEqual({ kind: 'off' });
    expect(metricsExposure(loadAppConfig({ ...PRODUCTION, METRICS_TOKEN: TOKEN }))).toEqual({ kind: 'token', token: TOKEN });
  });

  it('refuses a METRICS_PORT out of range or equal to PORT, and a short METRICS_TOKEN', () => {
    expect(() => loadAppConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be an integer between 0 and 65535/);
    expect(() => loadAppConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must not be the public PORT/);
    expect(() => loadAppConfig({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
  });
});
