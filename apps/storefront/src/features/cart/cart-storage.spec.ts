import { beforeEach, describe, expect, it } from '@jest/globals';
import { webcrypto } from 'node:crypto';
import { createCartStorage } from './cart-storage';
import { aesGcmCodec, browserCodec, generateStorageKey, plainCodec } from './stored-value-cipher';

// jsdom has no WebCrypto: Node's implementation stands in for the browser's.
const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const random = webcrypto as unknown as Crypto;

function encryptedStorage() {
  const key = generateStorageKey(subtle);
  const codec = aesGcmCodec(subtle, () => key, random);
  return { codec, storage: createCartStorage(codec) };
}

beforeEach(() => localStorage.clear());

describe('stored value encryption', () => {
  it('stores an opaque value and reads it back', async () => {
    const { storage } = encryptedStorage();
    await storage.write('cart', [{ packageCode: 'PLAN7', number: 2 }]);

    const raw = localStorage.getItem('cart') as string;
    expect(raw.startsWith('enc1.')).toBe(true);
    expect(raw).not.toContain('PLAN7');
    expect(await storage.read('cart')).toEqual([{ packageCode: 'PLAN7', number: 2 }]);
    expect(storage.encrypted).toBe(true);
  });

  it('reads an edited value, a value moved to another key or a plain one as absent', async () => {
    const { storage } = encryptedStorage();
    await storage.write('promoCode', { promoCode: 'NAVIDAD' });
    const raw = localStorage.getItem('promoCode') as string;

    const at = 'enc1.'.length + 24; // inside the ciphertext
    const flipped = raw.slice(0, at) + (raw[at] === 'A' ? 'B' : 'A') + raw.slice(at + 1);
    localStorage.setItem('promoCode', flipped);
    expect(await storage.read('promoCode')).toBeNull();

    localStorage.setItem('cartAdded', raw);
    expect(await storage.read('cartAdded')).toBeNull();

    localStorage.setItem('packages', '[{"packageId":1}]');
    expect(await storage.read('packages')).toBeNull();
  });

  it('cannot read values sealed with another key', async () => {
    const first = encryptedStorage();
    await first.storage.write('cart', [1, 2, 3]);
    const second = encryptedStorage();
    expect(await second.storage.read('cart')).toBeNull();
  });

  it('keeps plain JSON without encryption, or where the browser cannot encrypt', async () => {
    expect(browserCodec(false)).toBe(plainCodec);
    // jsdom, like a plain-http origin, has no crypto.subtle nor IndexedDB.
    expect(browserCodec(true)).toBe(plainCodec);

    const storage = createCartStorage(plainCodec);
    await storage.write('cartAdded', [{ packageCode: 'PLAN7', number: 1 }]);
    expect(localStorage.getItem('cartAdded')).toBe('[{"packageCode":"PLAN7","number":1}]');
    expect(await storage.read('cartAdded')).toEqual([{ packageCode: 'PLAN7', number: 1 }]);
  });
});

describe('cart storage', () => {
  it('removes a key written as null', async () => {
    const storage = createCartStorage(plainCodec);
    await storage.write('promoCode', { promoCode: 'X' });
    await storage.write('promoCode', null);
    expect(localStorage.getItem('promoCode')).toBeNull();
  });

  it('clears the logout keys and the flags, and wins over writes still being encrypted', async () => {
    const { storage } = encryptedStorage();
    localStorage.setItem('appsUserToken', 'Bearer x');
    for (const key of ['cartAdded', 'pricesLicense', 'quantityLicense', 'packages', 'cart', 'promoCode', 'refreshPage', 'storeLanding']) {
      localStorage.setItem(key, 'x');
    }
    const pending = storage.write('cart', [{ packageId: 7 }]);
    storage.clear();
    await pending;

    for (const key of ['cartAdded', 'pricesLicense', 'quantityLicense', 'packages', 'cart', 'promoCode', 'refreshPage', 'storeLanding']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('appsUserToken')).toBe('Bearer x');
  });

  it('keeps the last of several writes', async () => {
    const { storage } = encryptedStorage();
    void storage.write('cartAdded', [1]);
    void storage.write('cartAdded', [1, 2]);
    await storage.write('cartAdded', [1, 2, 3]);
    expect(await storage.read('cartAdded')).toEqual([1, 2, 3]);
  });
});
