import { Query } from '@nestjs/cqrs';
import type { PromotionCodeValidation } from '@lic/shared-api-types';
import type { CartItem } from '@lic/server-storefront-api';
import type { StorefrontViewer } from '@lic/server-storefront-api';

export interface PromotionCodeCheck {
  promoCode: string;
  items: CartItem[];
  /** What the client says; a signed-in customer (viewer with a company) is registered whatever it says. */
  customerRegistered?: boolean;
}

/**
 * Whether the promo code applies to the cart, with the cart priced with it (storefront.md §7
 * ValidatePromotionCode). PromotionCodeNotApplicableError (400) when it cannot apply.
 */
export class ValidatePromotionCodeQuery extends Query<PromotionCodeValidation> {
  constructor(
    readonly check: PromotionCodeCheck,
    readonly viewer: StorefrontViewer,
  ) {
    super();
  }
}
