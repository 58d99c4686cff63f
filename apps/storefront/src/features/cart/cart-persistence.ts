import type { PriceTier, StorefrontPackage } from '@lic/shared-api-types';
import type { CartPromotion, PricedCart } from '@lic/shared-rules';
import { fromStoredItems, pricingLineOf, toStoredItem } from './cart-item';
import type { CartState } from './cart-state';
import { CART_KEYS, type CartStorage } from './cart-storage';

/** What is stored under "promoCode" (storefront.md §3: promoCode, promotionCode, validPromoCodes). */
interface StoredPromo {
  promoCode: string;
  promotionCode: CartPromotion;
  validPromoCodes: string[];
}

/** The cart state kept under the cart's keys; what is missing or unreadable starts empty. */
export async function readCartState(storage: CartStorage): Promise<CartState> {
  const [cart, promo, packages, prices, landing] = await Promise.all([
    storage.read<unknown>(CART_KEYS.cart),
    storage.read<StoredPromo>(CART_KEYS.promoCode),
    storage.read<StorefrontPackage[]>(CART_KEYS.packages),
    storage.read<{ employee?: PriceTier[] }>(CART_KEYS.pricesLicense),
    storage.read<boolean>(CART_KEYS.storeLanding),
  ]);
  const entries = fromStoredItems(cart);
  const applied = entries.length > 0 && promo?.promotionCode ? { code: promo.promoCode, promotion: promo.promotionCode } : null;
  return {
    entries,
    promo: applied,
    validPromoCodes: applied ? (promo?.validPromoCodes ?? []) : [],
    tiers: Array.isArray(prices?.employee) ? prices.employee : [],
    catalogue: Array.isArray(packages) ? packages : [],
    emptied: false,
    storeLanding: landing === true,
  };
}

/** Writes the keys whose part of the state changed from `before` to `state` (an empty part removes its key). */
export function writeCartChanges(storage: CartStorage, before: CartState, state: CartState, pricedCart: PricedCart): void {
  const hasItems = state.entries.length > 0;
  if (before.entries !== state.entries || before.tiers !== state.tiers || before.promo !== state.promo) {
    const items = state.entries.map((entry) => {
      const pricing = pricingLineOf(entry, state.tiers);
      const line = pricedCart.lines.find((candidate) => candidate.packageId === entry.pkg.packageId);
      return toStoredItem(entry, line, pricing);
    });
    void storage.write(CART_KEYS.cart, hasItems ? items : null);
    void storage.write(
      CART_KEYS.cartAdded,
      hasItems ? state.entries.map((entry) => ({ packageCode: entry.pkg.packageCode, number: entry.quantity })) : null,
    );
  }
  if (before.promo !== state.promo || before.validPromoCodes !== state.validPromoCodes) {
    const stored: StoredPromo | null = state.promo
      ? { promoCode: state.promo.code, promotionCode: state.promo.promotion, validPromoCodes: state.validPromoCodes }
      : null;
    void storage.write(CART_KEYS.promoCode, stored);
  }
  if (before.catalogue !== state.catalogue) {
    void storage.write(CART_KEYS.packages, state.catalogue.length > 0 ? state.catalogue : null);
  }
  if (before.tiers !== state.tiers) {
    const hasTiers = state.tiers.length > 0;
    void storage.write(CART_KEYS.pricesLicense, hasTiers ? { employee: state.tiers } : null);
    void storage.write(
      CART_KEYS.quantityLicense,
      hasTiers ? { employee: [...new Set(state.tiers.map((tier) => tier.quantity))].sort((a, b) => a - b) } : null,
    );
  }
}
