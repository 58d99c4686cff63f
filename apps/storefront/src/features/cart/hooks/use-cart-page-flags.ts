import { useCallback, type MutableRefObject } from 'react';
import type { CartState, CartStateUpdate } from '../cart-state';
import { CART_KEYS, type CartStorage } from '../cart-storage';

export interface CartPageFlags {
  /** Sets "refreshPage": a page that checks it reloads once. */
  requestRefresh: () => Promise<void>;
  /** Reads and removes "refreshPage". */
  consumeRefresh: () => Promise<boolean>;
  /** "storeLanding": the visitor came in through a landing page embedding of the cart. */
  markStoreLanding: () => void;
}

/** The flags the cart's pages leave each other in storage (storefront.md §3: refreshPage, storeLanding). */
export function useCartPageFlags(storage: CartStorage, latest: MutableRefObject<CartState>, commit: CartStateUpdate): CartPageFlags {
  const requestRefresh = useCallback(() => storage.write(CART_KEYS.refreshPage, true), [storage]);

  const consumeRefresh = useCallback(async () => {
    const flagged = (await storage.read<boolean>(CART_KEYS.refreshPage)) === true;
    if (flagged) storage.remove(CART_KEYS.refreshPage);
    return flagged;
  }, [storage]);

  const markStoreLanding = useCallback(() => {
    if (latest.current.storeLanding) return;
    commit((current) => ({ ...current, storeLanding: true }));
    void storage.write(CART_KEYS.storeLanding, true);
  }, [commit, latest, storage]);

  return { requestRefresh, consumeRefresh, markStoreLanding };
}
