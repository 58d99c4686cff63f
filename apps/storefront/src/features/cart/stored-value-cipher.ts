/**
 * Encryption of the values the storefront keeps in localStorage (storefront.md §9: "Locally stored
 * values are encrypted when encryption is enabled").
 *
 * AES-256-GCM through WebCrypto with one key per origin, generated in the browser as a NON-extractable
 * CryptoKey and kept in IndexedDB: script can use it but nobody can read its bytes, so values copied out
 * of the profile (a synced or backed-up localStorage, another program reading it) are opaque and any
 * edit makes them unreadable (GCM authenticates; the storage key is the additional data, so a value
 * moved to another key fails too). It does not protect against script running in the page, which can
 * decrypt like the storefront does; nothing stored here is a secret: the server prices every order
 * again and re-validates the promo code.
 *
 * Where WebCrypto or IndexedDB is missing (plain-http origins other than localhost, old browsers, jsdom)
 * there is no key to keep, and values are stored as plain JSON rather than losing the cart on reload.
 */

export interface StoredValueCodec {
  readonly encrypted: boolean;
  encode(storageKey: string, json: string): Promise<string>;
  /** The JSON text, or null when the value is not one this codec wrote (or no longer decrypts). */
  decode(storageKey: string, stored: string): Promise<string | null>;
}

const PREFIX = 'enc1.';
const IV_BYTES = 12;

export const plainCodec: StoredValueCodec = {
  encrypted: false,
  encode: async (_key, json) => json,
  decode: async (_key, stored) => (stored.startsWith(PREFIX) ? null : stored),
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** AES-GCM with the key `getKey` gives; the stored form is `enc1.` + base64(iv | ciphertext and tag). */
export function aesGcmCodec(subtle: SubtleCrypto, getKey: () => Promise<CryptoKey>, random: Crypto = crypto): StoredValueCodec {
  return {
    encrypted: true,
    async encode(storageKey, json) {
      const iv = random.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(storageKey) },
        await getKey(),
        encoder.encode(json),
      );
      const out = new Uint8Array(IV_BYTES + sealed.byteLength);
      out.set(iv, 0);
      out.set(new Uint8Array(sealed), IV_BYTES);
      return PREFIX + toBase64(out);
    },
    async decode(storageKey, stored) {
      if (!stored.startsWith(PREFIX)) return null;
      try {
        const raw = fromBase64(stored.slice(PREFIX.length));
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: raw.slice(0, IV_BYTES), additionalData: encoder.encode(storageKey) },
          await getKey(),
          raw.slice(IV_BYTES),
        );
        return decoder.decode(plain);
      } catch {
        return null;
      }
    },
  };
}

export function generateStorageKey(subtle: SubtleCrypto): Promise<CryptoKey> {
  return subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']) as Promise<CryptoKey>;
}

const DB_NAME = 'lic-storefront';
const STORE = 'keys';
const KEY_ID = 'stored-values';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const open = factory.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/** The origin's key from IndexedDB, created on first use; two tabs racing keep the first one written. */
export function indexedDbKey(factory: IDBFactory, subtle: SubtleCrypto): () => Promise<CryptoKey> {
  let pending: Promise<CryptoKey> | null = null;
  const load = async (): Promise<CryptoKey> => {
    const db = await openDatabase(factory);
    try {
      const existing = await request<CryptoKey | undefined>(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
      if (existing) return existing;
      const created = await generateStorageKey(subtle);
      const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
      const raced = await request<CryptoKey | undefined>(store.get(KEY_ID));
      if (raced) return raced;
      await request(store.put(created, KEY_ID));
      return created;
    } finally {
      db.close();
    }
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** The codec of this browser: AES-GCM with the origin's key when encryption is on and possible, else plain. */
export function browserCodec(encrypt: boolean): StoredValueCodec {
  const subtle = globalThis.crypto?.subtle;
  const factory = globalThis.indexedDB;
  if (!encrypt || !subtle || !factory) return plainCodec;
  return aesGcmCodec(subtle, indexedDbKey(factory, subtle));
}
