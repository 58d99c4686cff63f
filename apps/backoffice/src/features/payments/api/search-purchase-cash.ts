import type { CashPaymentState, CashPurchaseOrder, RecordsResult, ResultEnvelope, SearchPurchaseCashRequest } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Every order of the state matching the search text ("Filtrar"). */
export async function searchPurchaseCash(client: ApiClient, idState: CashPaymentState, search: string): Promise<CashPurchaseOrder[]> {
  const request: SearchPurchaseCashRequest = { IdState: idState, Search: search };
  const answer = await client.post<ResultEnvelope<RecordsResult<CashPurchaseOrder>>>(
    '/license/api/PurchaseOrder/SearchPurchaseCash',
    request,
  );
  return answer.result.records ?? [];
}
