import type { PriceTier, StorefrontPackage } from '@lic/shared-api-types';
import type { CartPromotion } from '@lic/shared-rules';
import type { CartItemEntry } from './cart-item';

export interface AppliedPromo {
  code: string;
  promotion: CartPromotion;
}

/** What the cart keeps, in memory and in browser storage (storefront.md §3). */
export interface CartState {
  entries: CartItemEntry[];
  promo: AppliedPromo | null;
  /** Codes the server accepted for this cart, sent back as ValidPromoCodes. */
  validPromoCodes: string[];
  /** Employee price tiers (GetPriceByLicenseType, pType employee). */
  tiers: PriceTier[];
  /** The brand's catalogue as last read, stored under "packages". */
  catalogue: StorefrontPackage[];
  /** The cart was emptied: the promo code was dropped and its form starts over. */
  emptied: boolean;
  storeLanding: boolean;
}

export const EMPTY_CART_STATE: CartState = {
  entries: [],
  promo: null,
  validPromoCodes: [],
  tiers: [],
  catalogue: [],
  emptied: false,
  storeLanding: false,
};

/** A change to the cart state, applied to its latest value. */
export type CartStateUpdate = (update: (current: CartState) => CartState) => void;

/** The same packages in the same quantities, in the same order. */
export const sameEntries = (a: readonly CartItemEntry[], b: readonly CartItemEntry[]) =>
  a.length === b.length &&
  a.every((entry, index) => entry.pkg.packageId === b[index].pkg.packageId && entry.quantity === b[index].quantity);
