import { CART_STORAGE_KEYS } from '@lic/web-api-client';
import { browserCodec, type StoredValueCodec } from './stored-value-cipher';

/** The browser storage keys of the cart (storefront.md §3 and §9), exactly as the spec names them. */
export const CART_KEYS = {
  cart: 'cart',
  cartAdded: 'cartAdded',
  promoCode: 'promoCode',
  packages: 'packages',
  pricesLicense: 'pricesLicense',
  quantityLicense: 'quantityLicense',
  refreshPage: 'refreshPage',
  storeLanding: 'storeLanding',
  /** Ours (decision 0018): the online order whose payment may be retried with this cart (payment-retry.ts). */
  paymentRetry: 'paymentRetry',
} as const;

export type CartKey = (typeof CART_KEYS)[keyof typeof CART_KEYS];

/** App-level switch of storefront.md §9 "Locally stored values are encrypted when encryption is enabled". */
export const ENCRYPT_STORED_VALUES = true;

/** Typed JSON values under the cart keys of localStorage, through the codec (encrypted or plain). */
export interface CartStorage {
  readonly encrypted: boolean;
  read<T>(key: CartKey): Promise<T | null>;
  /** null removes the key. */
  write(key: CartKey, value: unknown): Promise<void>;
  remove(key: CartKey): void;
  /** The keys logout clears (the session store clears the same ones), plus the cart's flags. */
  clear(): void;
}

/** The server's render has no visitor's storage (decision 0055): an empty cart that keeps nothing. */
const NO_STORAGE = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined } as unknown as Storage;

export function createCartStorage(
  codec: StoredValueCodec = browserCodec(ENCRYPT_STORED_VALUES),
  storage: Storage = typeof localStorage === 'undefined' ? NO_STORAGE : localStorage,
): CartStorage {
  // Writes leave in order: an older value encrypted slower must not land after a newer one.
  let queue: Promise<void> = Promise.resolve();
  // clear() wins over writes still being encrypted when it runs.
  let generation = 0;
  return {
    encrypted: codec.encrypted,
    async read<T>(key: CartKey): Promise<T | null> {
      const stored = storage.getItem(key);
      if (stored === null) return null;
      const json = await codec.decode(key, stored);
      if (json === null) return null;
      try {
        return JSON.parse(json) as T;
      } catch {
        return null;
      }
    },
    write(key, value) {
      const written = generation;
      const next = queue.then(async () => {
        if (written !== generation) return;
        if (value === null || value === undefined) {
          storage.removeItem(key);
          return;
        }
        try {
          const encoded = await codec.encode(key, JSON.stringify(value));
          if (written === generation) storage.setItem(key, encoded);
        } catch (error) {
          // A full storage or a missing key only costs the cart surviving a reload.
          console.warn(`No se pudo guardar ${key}`, error);
        }
      });
      queue = next;
      return next;
    },
    remove(key) {
      storage.removeItem(key);
    },
    clear() {
      generation += 1;
      for (const key of [...CART_STORAGE_KEYS, CART_KEYS.refreshPage, CART_KEYS.storeLanding]) storage.removeItem(key);
    },
  };
}
