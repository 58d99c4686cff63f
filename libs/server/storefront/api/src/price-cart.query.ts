import { Query } from '@nestjs/cqrs';
import type { StorefrontPackage } from '@lic/shared-api-types';
import type { CartPromotion, PricedCart } from '@lic/shared-rules';
import type { StorefrontViewer } from './storefront-viewer.query';

/** A package of the cart and how many units: licences, or employees for an employee package. */
export interface CartItem {
  packageId: number;
  quantity: number;
}

/**
 * Prices a cart with the rules of @lic/shared-rules, as the storefront does: employee packages by the
 * employee tier of their quantity for the viewer, the promotion applied. A quantity above every tier
 * of an employee package is refused (400, ORDERING.EMPLOYEE_QUANTITY_WITHOUT_TIER).
 */
export class PriceCartQuery extends Query<PricedCart> {
  constructor(
    readonly packages: readonly StorefrontPackage[],
    readonly items: readonly CartItem[],
    readonly viewer: StorefrontViewer,
    readonly promotion: CartPromotion | null,
  ) {
    super();
  }
}
