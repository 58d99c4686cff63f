import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import type { PurchaseOrderSummary, SearchPurchaseOrdersRequest } from '../payments.types';

export interface PurchaseOrderPage {
  records: PurchaseOrderSummary[];
  /** Every order matching the filters. */
  count: number;
}

/** One page of every brand's purchase orders matching the filters. */
export async function searchPurchaseOrders(client: ApiClient, request: SearchPurchaseOrdersRequest): Promise<PurchaseOrderPage> {
  const answer = await client.post<ResultEnvelope<RecordsResult<PurchaseOrderSummary>>>(
    '/license/api/PurchaseOrder/SearchPurchaseOrders',
    request,
  );
  const records = answer.result.records ?? [];
  return { records, count: answer.result.count ?? records.length };
}
