import { Query } from '@nestjs/cqrs';
import type { StorefrontPackage } from '@lic/shared-api-types';
import type { StorefrontViewer } from './storefront-viewer.query';

/**
 * Active packages of the read model by id, as the storefront shows them at `at` (now by default):
 * offer applied only inside its window. With `visibleTo`, private packages not linked to that viewer's
 * company are left out, and with `serviceName` too those not of that service (upper case). Unknown or
 * inactive ids are left out; the order is that of `packageIds`.
 */
export class GetStorefrontPackagesQuery extends Query<StorefrontPackage[]> {
  constructor(
    readonly packageIds: readonly number[],
    readonly options: { visibleTo?: StorefrontViewer; serviceName?: string | null; at?: Date } = {},
  ) {
    super();
  }
}
