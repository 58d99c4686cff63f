import { describe, expect, it } from '@jest/globals';
import { hashClientSecret, newClientId, newClientSecret, parseBasicCredential, secretMatches } from './app-credential-secret';

describe('app credential secrets', () => {
  it('are random and checked against their hash only', () => {
    const secret = newClientSecret();
    expect(secret).not.toBe(newClientSecret());
    expect(secret.length).toBeGreaterThanOrEqual(43);
    const hash = hashClientSecret(secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(`${secret}x`, hash)).toBe(false);
    expect(secretMatches(secret, 'abc')).toBe(false);
  });

  it('client ids name the app', () => {
    expect(newClientId('colfactura')).toMatch(/^colfactura-[0-9a-f]{16}$/);
  });

  it('read HTTP Basic headers', () => {
    const header = `Basic ${Buffer.from('colfactura-1:s3cr:et').toString('base64')}`;
    expect(parseBasicCredential(header)).toEqual({ clientId: 'colfactura-1', secret: 's3cr:et' });
    expect(parseBasicCredential(undefined)).toBeNull();
    expect(parseBasicCredential('Bearer abc')).toBeNull();
    expect(parseBasicCredential(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeNull();
    expect(parseBasicCredential(`Basic ${Buffer.from(':secret').toString('base64')}`)).toBeNull();
  });
});
