import type {
  PurchaseOrderPage,
  PurchaseOrderSummary,
  RecordsResult,
  ResultEnvelope,
  SearchPurchaseOrdersRequest,
} from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** One page of every brand's purchase orders matching the filters. */
export async function searchPurchaseOrders(client: ApiClient, request: SearchPurchaseOrdersRequest): Promise<PurchaseOrderPage> {
  const answer = await client.post<ResultEnvelope<RecordsResult<PurchaseOrderSummary>>>(
    '/license/api/PurchaseOrder/SearchPurchaseOrders',
    request,
  );
  const records = answer.result.records ?? [];
  return { records, count: answer.result.count ?? records.length };
}
