import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import type { CashPaymentState, CashPurchaseOrder } from '../payments.types';

/** Every order of the state matching the search text ("Filtrar"). */
export async function searchPurchaseCash(client: ApiClient, idState: CashPaymentState, search: string): Promise<CashPurchaseOrder[]> {
  const answer = await client.post<ResultEnvelope<RecordsResult<CashPurchaseOrder>>>('/license/api/PurchaseOrder/SearchPurchaseCash', {
    IdState: idState,
    Search: search,
  });
  return answer.result.records ?? [];
}
