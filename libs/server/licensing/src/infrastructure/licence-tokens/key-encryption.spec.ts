import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { decryptPrivateKey, encryptPrivateKey, keyEncryptionKey } from './key-encryption';

describe('signing-key encryption at rest', () => {
  const kek = keyEncryptionKey('a'.repeat(40));
  const plain = randomBytes(48);

  it('opens what it sealed, and never stores the plain bytes', () => {
    const sealed = encryptPrivateKey(kek, 'kid-1', plain);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(plain.toString('base64url'));
    expect(decryptPrivateKey(kek, 'kid-1', sealed)).toEqual(plain);
    // A fresh IV each time.
    expect(encryptPrivateKey(kek, 'kid-1', plain)).not.toBe(sealed);
  });

  it('refuses another secret, another kid (a sealed key copied to another row) and any altered part', () => {
    const sealed = encryptPrivateKey(kek, 'kid-1', plain);
    expect(() => decryptPrivateKey(keyEncryptionKey('b'.repeat(40)), 'kid-1', sealed)).toThrow();
    expect(() => decryptPrivateKey(kek, 'kid-2', sealed)).toThrow();
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const altered = [...parts];
      altered[index] = `${altered[index]!.slice(0, -2)}${altered[index]!.endsWith('AA') ? 'BA' : 'AA'}`;
      expect(() => decryptPrivateKey(kek, 'kid-1', altered.join('.'))).toThrow();
    }
    expect(() => decryptPrivateKey(kek, 'kid-1', `v0${sealed.slice(2)}`)).toThrow(/format/);
  });
});
