import type { ResolvePaymentReviewRequest } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Closes a review item with what staff found at the gateway (the payment does not change). */
export async function resolvePaymentReview(client: ApiClient, request: ResolvePaymentReviewRequest): Promise<void> {
  await client.post('/license/api/PaymentReview/Resolve', request);
}
