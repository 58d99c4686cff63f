import { Query } from '@nestjs/cqrs';
import type { PaymentReviewRecord, PaymentReviewStatus, RecordsResult } from '@lic/shared-api-types';

/** The review list: open items oldest first (the work queue), resolved ones latest first (up to 200). */
export class ListPaymentReviewsQuery extends Query<RecordsResult<PaymentReviewRecord>> {
  constructor(readonly status: PaymentReviewStatus) {
    super();
  }
}
