import { describe, expect, it } from '@jest/globals';
import { SecretBox } from './secret-box';
import { loadWebhooksConfig } from './webhooks.config';

describe('the secret box of webhook secrets', () => {
  const box = new SecretBox(loadWebhooksConfig({ NODE_ENV: 'test' }));

  it('opens what it sealed, for the same webhook only', () => {
    const sealed = box.seal('whsec_abc', 'hook-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('abc');
    expect(box.open(sealed, 'hook-1')).toBe('whsec_abc');
    expect(() => box.open(sealed, 'hook-2')).toThrow();
    expect(box.seal('whsec_abc', 'hook-1')).not.toBe(sealed);
  });

  it('refuses a tampered ciphertext or another key', () => {
    const sealed = box.seal('whsec_abc', 'hook-1');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('whsec_xyz').toString('base64url');
    expect(() => box.open(parts.join('.'), 'hook-1')).toThrow();
    const other = new SecretBox(loadWebhooksConfig({ NODE_ENV: 'test', WEBHOOK_SECRET_KEY: Buffer.alloc(32, 9).toString('base64') }));
    expect(() => other.open(sealed, 'hook-1')).toThrow();
  });
});
