import { useCallback, type MutableRefObject } from 'react';
import type { PriceTier, StorefrontPackage } from '@lic/shared-api-types';
import { addToCart, removeFromCart, setCartQuantity } from '@lic/shared-rules';
import { notify } from '@lic/web-ui';
import { tierQuantity, tiersOf, toCartPackage, type CartItemEntry } from '../cart-item';
import { sameEntries, type CartState, type CartStateUpdate } from '../cart-state';
import type { CartAddOptions } from '../cart-value';
import type { CartPromoCode } from './use-cart-promo-code';

export interface CartEditingInput {
  appName: string;
  latest: MutableRefObject<CartState>;
  commit: CartStateUpdate;
  whenReady: Promise<void>;
  ensureTiers: () => Promise<PriceTier[]>;
  promoCode: Pick<CartPromoCode, 'applyPromo' | 'reapplyPromo' | 'ignorePendingValidation' | 'stopValidation'>;
  openModal: () => void;
}

export interface CartEditing {
  add: (pkg: StorefrontPackage, quantity?: number, options?: CartAddOptions) => Promise<boolean>;
  remove: (packageId: number) => void;
  setQuantity: (packageId: number, quantity: number) => void;
  fill: (items: ReadonlyArray<{ pkg: StorefrontPackage; quantity: number }>, promotionCode?: string | null) => Promise<void>;
}

/** Adding, removing and changing packages by the rules of storefront.md §4; each change reprices the promo code. */
export function useCartEditing({ appName, latest, commit, whenReady, ensureTiers, promoCode, openModal }: CartEditingInput): CartEditing {
  const { applyPromo, reapplyPromo, ignorePendingValidation, stopValidation } = promoCode;

  const add = useCallback(
    async (pkg: StorefrontPackage, quantity = 1, options: CartAddOptions = {}) => {
      await whenReady;
      const wanted = pkg.isEmployee ? tierQuantity(tiersOf(await ensureTiers(), pkg), quantity) : quantity;
      const before = latest.current.entries;
      const change = addToCart(before, toCartPackage(pkg), wanted, appName);
      if (change.warning) notify.warning(change.warning);
      if (sameEntries(before, change.entries)) return false;
      commit((current) => ({ ...current, entries: change.entries, emptied: false }));
      if (options.source !== 'licenseWeb') openModal();
      void reapplyPromo(change.entries);
      return true;
    },
    [appName, commit, ensureTiers, latest, openModal, reapplyPromo, whenReady],
  );

  const remove = useCallback(
    (packageId: number) => {
      const entries = removeFromCart(latest.current.entries, packageId);
      if (entries.length === latest.current.entries.length) return;
      if (entries.length === 0) {
        stopValidation();
        commit((current) => ({ ...current, entries, promo: null, validPromoCodes: [], emptied: true }));
        return;
      }
      commit((current) => ({ ...current, entries }));
      void reapplyPromo(entries);
    },
    [commit, latest, reapplyPromo, stopValidation],
  );

  const setQuantity = useCallback(
    (packageId: number, quantity: number) => {
      const before = latest.current.entries;
      const entries = setCartQuantity(before, packageId, quantity, appName);
      if (sameEntries(before, entries)) return;
      commit((current) => ({ ...current, entries }));
      void reapplyPromo(entries);
    },
    [appName, commit, latest, reapplyPromo],
  );

  const fill = useCallback(
    async (items: ReadonlyArray<{ pkg: StorefrontPackage; quantity: number }>, promotionCode?: string | null) => {
      await whenReady;
      const tiers = items.some((item) => item.pkg.isEmployee) ? await ensureTiers() : [];
      let entries: CartItemEntry[] = [];
      for (const item of items) {
        const wanted = item.pkg.isEmployee ? tierQuantity(tiersOf(tiers, item.pkg), item.quantity) : item.quantity;
        const change = addToCart(entries, toCartPackage(item.pkg), wanted, appName);
        if (change.warning) notify.warning(change.warning);
        entries = change.entries;
      }
      ignorePendingValidation();
      commit((current) => ({ ...current, entries, promo: null, validPromoCodes: [], emptied: entries.length === 0 }));
      if (promotionCode) await applyPromo(promotionCode);
    },
    [appName, applyPromo, commit, ensureTiers, ignorePendingValidation, whenReady],
  );

  return { add, remove, setQuantity, fill };
}
