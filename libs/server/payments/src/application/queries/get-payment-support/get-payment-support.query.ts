import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@lic/server-kernel';
import type { PaymentSupportFile, PaymentSupportType } from '@lic/shared-api-types';

/**
 * A proof or RUT of an order (storefront.md §7, backoffice-catalogue.md §7). Who may read it:
 * - staff with PAYMENTS, always (other staff: 403);
 * - a signed-in customer, only for an order that names their company as payer or licence holder (403);
 * - anyone else holding the order's referenceUuid (the capability the buyer got at registration).
 */
export class GetPaymentSupportQuery extends Query<PaymentSupportFile> {
  constructor(
    readonly referenceUuid: string,
    readonly supportType: PaymentSupportType,
    readonly viewer: AuthenticatedUser | undefined,
  ) {
    super();
  }
}
