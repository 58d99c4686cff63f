import { useMemo } from 'react';
import { priceCart, type PricedCart } from '@lic/shared-rules';
import { pricingLineOf } from '../cart-item';
import type { CartState } from '../cart-state';

/** The cart's lines and total: employee packages by their tier, the applied promo code's discount. */
export function usePricedCart({ entries, tiers, promo }: Pick<CartState, 'entries' | 'tiers' | 'promo'>): PricedCart {
  return useMemo(
    () =>
      priceCart(
        entries.map((entry) => pricingLineOf(entry, tiers)),
        promo?.promotion,
      ),
    [entries, tiers, promo],
  );
}
