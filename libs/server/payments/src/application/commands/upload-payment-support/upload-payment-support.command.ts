import { Command } from '@nestjs/cqrs';
import type { PaymentSupportType } from '@lic/shared-api-types';

export interface UploadPaymentSupportResult {
  referenceUuid: string;
  supportType: PaymentSupportType;
  fileName: string;
}

/**
 * The buyer attaches the proof of a cash payment (PAYMENT_SUPPORT) or their RUT to an order whose cash
 * payment is pending (state 5). Whoever holds the order's referenceUuid may do it: it is the capability the
 * storefront got when registering. A new file of the same type replaces the previous one.
 */
export class UploadPaymentSupportCommand extends Command<UploadPaymentSupportResult> {
  constructor(
    readonly referenceUuid: string,
    readonly supportType: PaymentSupportType,
    readonly fileName: string,
    readonly contentBase64: string,
    readonly uploader: { userName: string | null; ip: string | null },
  ) {
    super();
  }
}
