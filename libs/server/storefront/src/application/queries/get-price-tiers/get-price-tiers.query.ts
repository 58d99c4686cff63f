import { Query } from '@nestjs/cqrs';
import type { LicencePriceType, PriceTier } from '@lic/shared-api-types';
import type { StorefrontViewer } from '@lic/server-storefront-api';

/**
 * The price tiers of a licence type for the active packages the viewer may see, with each package's
 * offer as it applies now; by package code, then quantity.
 */
export class GetPriceTiersQuery extends Query<PriceTier[]> {
  constructor(
    readonly type: LicencePriceType,
    readonly viewer: StorefrontViewer = { customerId: null },
  ) {
    super();
  }
}
