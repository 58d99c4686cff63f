import { describe, expect, it } from '@jest/globals';
import { loadAppConfig } from './app-config';

describe('configuration of sessions and abuse limits', () => {
  it('reads TRUST_PROXY as Express expects it: no proxy trusted by default in every environment, booleans, a hop count or a list', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      LOGIN_PARAMETER_KEY: Buffer.alloc(32, 7).toString('base64'),
      DATABASE_URL: 'postgres://app@db/licencias',
    };
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }, production]) expect(loadAppConfig(env).trustProxy).toBe(false);
    expect(loadAppConfig({}).trustProxy).toBe(false);
    expect(loadAppConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadAppConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadAppConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadAppConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    expect(() => loadAppConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY must be/);
  });

  it('gives refresh families an absolute lifetime (former REFRESH_TOKEN_TTL_DAYS) and an idle timeout', () => {
    expect(loadAppConfig({})).toMatchObject({ refreshAbsoluteTtlDays: 7, refreshIdleTimeoutHours: 24, sessionRevocationCacheMs: 1000 });
    expect(loadAppConfig({ REFRESH_TOKEN_TTL_DAYS: '3' }).refreshAbsoluteTtlDays).toBe(3);
    expect(loadAppConfig({ REFRESH_TOKEN_TTL_DAYS: '3', REFRESH_ABSOLUTE_TTL_DAYS: '5' }).refreshAbsoluteTtlDays).toBe(5);
    expect(() => loadAppConfig({ SESSION_REVOCATION_CACHE_MS: '5000' })).toThrow(/SESSION_REVOCATION_CACHE_MS/);
  });

  it('refuses a slowdown that would start after the lock', () => {
    expect(() => loadAppConfig({ LOGIN_SLOWDOWN_AFTER_FAILURES: '12', LOGIN_LOCK_AFTER_FAILURES: '10' })).toThrow(
      /LOGIN_SLOWDOWN_AFTER_FAILURES must not be above LOGIN_LOCK_AFTER_FAILURES/,
    );
  });
});

describe('configuration of read replicas', () => {
  const primary = { DATABASE_URL: 'postgres://app@primary:5432/licencias' };

  it('reads DATABASE_REPLICA_URLS as a comma-separated list; unset or empty means no replica', () => {
    expect(loadAppConfig(primary).databaseReplicaUrls).toEqual([]);
    expect(loadAppConfig({ ...primary, DATABASE_REPLICA_URLS: ' ' }).databaseReplicaUrls).toEqual([]);
    expect(
      loadAppConfig({
        ...primary,
        DATABASE_REPLICA_URLS: 'postgres://app:s3cret@replica-1:5432/licencias, postgresql://app@replica-2/licencias',
      }).databaseReplicaUrls,
    ).toEqual(['postgres://app:s3cret@replica-1:5432/licencias', 'postgresql://app@replica-2/licencias']);
  });

  it('refuses an entry that is not a postgres URL, naming its position and never its text', () => {
    const attempt = () =>
      loadAppConfig({ ...primary, DATABASE_REPLICA_URLS: 'postgres://app@replica-1/licencias,mysql://root:hunter2@db/x' });
    expect(attempt).toThrow(/DATABASE_REPLICA_URLS must be a comma-separated list of postgres:\/\/.*entry 2 is not one/);
    expect(attempt).not.toThrow(/hunter2/);
    expect(() => loadAppConfig({ ...primary, DATABASE_REPLICA_URLS: 'replica-1:5432' })).toThrow(/entry 1 is not one/);
  });

  it('refuses replicas without a primary (the embedded database has none)', () => {
    expect(() => loadAppConfig({ DATABASE_REPLICA_URLS: 'postgres://app@replica-1/licencias' })).toThrow(
      /DATABASE_REPLICA_URLS needs DATABASE_URL/,
    );
  });
});

describe('configuration of brand hosts', () => {
  it('reads BRAND_HOSTS into a record without a prototype, hosts in lower case', () => {
    const { brandHosts } = loadAppConfig({ BRAND_HOSTS: '{"Tienda.Example.com":" boveda ","__proto__":"firmaya"}' });
    expect(Object.getPrototypeOf(brandHosts)).toBeNull();
    expect(Object.entries(brandHosts)).toEqual([
      ['tienda.example.com', 'boveda'],
      ['__proto__', 'firmaya'],
    ]);
    expect(loadAppConfig({}).brandHosts.constructor).toBeUndefined();
  });

  it('refuses anything but an object of host -> app name', () => {
    for (const raw of ['[]', '"x"', '{"a.example.com":1}', '{"a.example.com":""}', 'no json']) {
      expect(() => loadAppConfig({ BRAND_HOSTS: raw })).toThrow(/BRAND_HOSTS must be a JSON object/);
    }
  });
});
