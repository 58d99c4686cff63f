import type { PaymentFormRequest, PaymentFormResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/**
 * The payment request of an online order (storefront.md §4 Purchase submit, §7 POST /payment/form): the
 * order's paymentRequest with its `token` header; result.url is the gateway's checkout.
 */
export async function requestPaymentForm(client: ApiClient, token: string, request: PaymentFormRequest): Promise<PaymentFormResult> {
  const answer = await client.post<ResultEnvelope<PaymentFormResult>>('/payment/form', request, { headers: { token } });
  return answer.result;
}
