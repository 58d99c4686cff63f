import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@lic/server-kernel';
import type { PaymentSupportFile, PaymentSupportType } from '@lic/shared-api-types';

/** The expiry and signature of a link the purchase summary issued. */
export interface SupportLink {
  expires: string;
  signature: string;
}

/**
 * A proof or RUT of an order (storefront.md §7, backoffice-catalogue.md §7). Who may read it is the one
 * rule of domain/cash/payment-support-access.ts: staff with PAYMENTS, the signed-in customer the
 * order names, or the holder of a short-lived signed link of the purchase summary. A staff read is logged
 * in privacy's access log (RecordStaffAccess, decision 0068).
 */
export class GetPaymentSupportQuery extends Query<PaymentSupportFile> {
  constructor(
    readonly referenceUuid: string,
    readonly supportType: PaymentSupportType,
    readonly viewer: AuthenticatedUser | undefined,
    readonly link: SupportLink | null = null,
    /** The reader's address, for the personal-data access log of staff reads. */
    readonly ip: string | null = null,
  ) {
    super();
  }
}
