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

  it('refuse, before any query, client ids that are not of our shape and secrets with control characters', () => {
    const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;
    for (const text of [
      'colfactura\u0000demo:secret',
      'colfactura-demo\u0000:secret',
      '\u0000:secret',
      'colfactura-demo:se\u0000cret',
      'colfactura-demo:se\u0007cret',
      'colfactura-demo:\u0085',
      'colfactura demo:secret',
      "colfactura' or 1=1 --:secret",
      'colfáctura:secret',
      '🇨🇴:secret',
      '-colfactura:secret',
      `${'a'.repeat(65)}:secret`,
      'colfactura-demo:',
      'colfactura-demo',
      ':',
    ]) {
      expect(parseBasicCredential(basic(text))).toBeNull();
    }
    expect(parseBasicCredential(`Basic ${Buffer.from([0x63, 0xff, 0xfe, 0x3a, 0x61]).toString('base64')}`)).toBeNull();
    for (const malformed of [
      'Basic',
      'Basic ',
      'Basic ====',
      'Basic a=b',
      'Basic !!!',
      `Basic ${'A'.repeat(2_000)}`,
      'basic',
      'Basic\tYTpi\u0000',
    ]) {
      expect(parseBasicCredential(malformed)).toBeNull();
    }
    expect(parseBasicCredential(basic(`${'a'.repeat(64)}:s3cr:et ñ`))).toEqual({ clientId: 'a'.repeat(64), secret: 's3cr:et ñ' });
    expect(parseBasicCredential(`basic   ${Buffer.from('firmaya-client-9:x').toString('base64')}  `)).toEqual({
      clientId: 'firmaya-client-9',
      secret: 'x',
    });
  });
});
