import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { PricedCart } from '@lic/shared-rules';
import { readCartState, writeCartChanges } from '../cart-persistence';
import { EMPTY_CART_STATE, type CartState, type CartStateUpdate } from '../cart-state';
import { CART_KEYS, type CartStorage } from '../cart-storage';
import { usePricedCart } from './use-priced-cart';

export interface StoredCartState {
  state: CartState;
  /** The latest state, for actions that run between renders. */
  latest: MutableRefObject<CartState>;
  commit: CartStateUpdate;
  /** The stored cart has been read. */
  ready: boolean;
  /** Resolves once the stored cart has been read; actions wait for it. */
  whenReady: Promise<void>;
  /** The cart priced with its tiers and promo code. */
  pricedCart: PricedCart;
  /** Forgets the state and clears its stored keys; a read still under way is ignored. */
  forget: () => void;
}

/**
 * The cart state kept in browser storage: read at start and again when another tab or an embedded cart
 * changes it, and written through, key by key, as it changes.
 */
export function useStoredCartState(storage: CartStorage): StoredCartState {
  const [state, setState] = useState<CartState>(EMPTY_CART_STATE);
  const latest = useRef(state);
  const [ready, setReady] = useState(false);
  const [readyPromise] = useState(() => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  // The state last read from or written to storage: only what changed since is written again.
  const persisted = useRef<CartState>(EMPTY_CART_STATE);
  const loadGeneration = useRef(0);

  const commit = useCallback<CartStateUpdate>((update) => {
    const next = update(latest.current);
    latest.current = next;
    setState(next);
  }, []);

  const hydrate = useCallback(async () => {
    const generation = ++loadGeneration.current;
    const loaded = await readCartState(storage);
    if (generation !== loadGeneration.current) return;
    persisted.current = loaded;
    latest.current = loaded;
    setState(loaded);
  }, [storage]);

  useEffect(() => {
    void hydrate().finally(() => {
      setReady(true);
      readyPromise.resolve();
    });
    // Another tab or an embedded cart changed the stored cart.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (Object.values(CART_KEYS) as string[]).includes(event.key)) void hydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [hydrate, readyPromise]);

  // The stored items carry their line's prices.
  const pricedCart = usePricedCart(state);

  useEffect(() => {
    if (!ready) return;
    const before = persisted.current;
    persisted.current = state;
    writeCartChanges(storage, before, state, pricedCart);
  }, [ready, state, pricedCart, storage]);

  const forget = useCallback(() => {
    loadGeneration.current += 1;
    storage.clear();
    persisted.current = EMPTY_CART_STATE;
    latest.current = EMPTY_CART_STATE;
    setState(EMPTY_CART_STATE);
  }, [storage]);

  return { state, latest, commit, ready, whenReady: readyPromise.promise, pricedCart, forget };
}
