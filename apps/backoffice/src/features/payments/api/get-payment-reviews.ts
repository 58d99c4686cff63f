import type { PaymentReviewRecord, PaymentReviewStatus, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The review list: open items oldest first, or the resolved ones latest first. */
export async function getPaymentReviews(client: ApiClient, status: PaymentReviewStatus): Promise<PaymentReviewRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PaymentReviewRecord>>>(`/license/api/PaymentReview?status=${status}`);
  return answer.result.records ?? [];
}
