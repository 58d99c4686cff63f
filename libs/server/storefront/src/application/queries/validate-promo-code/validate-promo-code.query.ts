import { Query } from '@nestjs/cqrs';
import type { PromoCodeValidation } from '@lic/shared-api-types';
import type { CartItem } from '@lic/server-storefront-api';
import type { StorefrontViewer } from '@lic/server-storefront-api';

export interface PromoCodeCheck {
  promoCode: string;
  items: CartItem[];
  /** What the client says; a signed-in customer (viewer with a company) is registered whatever it says. */
  customerRegistered?: boolean;
}

/**
 * Whether the promo code applies to the cart, with the cart priced with it (storefront.md §7
 * ValidatePromotionCode). PromoCodeNotApplicableError (400) when it cannot apply.
 */
export class ValidatePromoCodeQuery extends Query<PromoCodeValidation> {
  constructor(
    readonly check: PromoCodeCheck,
    readonly viewer: StorefrontViewer,
  ) {
    super();
  }
}
