import { Command } from '@nestjs/cqrs';
import type { PaymentReviewRecord } from '@lic/shared-api-types';

/** Finance staff close a review item with what they found at the gateway. The payment itself does not move. */
export class ResolvePaymentReviewCommand extends Command<PaymentReviewRecord> {
  constructor(
    readonly id: string,
    readonly note: string,
    readonly by: string,
  ) {
    super();
  }
}
