import type { CancelPurchaseOrderRequest, CancelPurchaseOrderResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** "Anular orden" (POST license/api/PurchaseOrder/CancelPurchaseOrder/{referenceUuid}, decision 0066). */
export async function cancelPurchaseOrder(
  client: ApiClient,
  referenceUuid: string,
  request: CancelPurchaseOrderRequest,
): Promise<CancelPurchaseOrderResult> {
  const answer = await client.post<ResultEnvelope<CancelPurchaseOrderResult>>(
    `/license/api/PurchaseOrder/CancelPurchaseOrder/${encodeURIComponent(referenceUuid)}`,
    request,
  );
  return answer.result;
}
