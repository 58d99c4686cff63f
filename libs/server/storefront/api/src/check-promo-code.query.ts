import { Query } from '@nestjs/cqrs';
import type { CartPromotion } from '@lic/shared-rules';

export interface PromoCodeCart {
  /** Packages of the cart. */
  packageIds: number[];
  cartHasFreePackage: boolean;
  customerRegistered: boolean;
  /** YYYY-MM-DD, Bogotá. */
  today: string;
}

export type PromoCodeEligibility = { ok: true; promotion: CartPromotion } | { ok: false };

/**
 * Whether a promo code (without case and spaces) applies to a cart on `today` (design.md §5), counting
 * the uses already consumed in its period: the promotion it gives, or not ok.
 */
export class CheckPromoCodeQuery extends Query<PromoCodeEligibility> {
  constructor(
    readonly promoCode: string,
    readonly cart: PromoCodeCart,
  ) {
    super();
  }
}
