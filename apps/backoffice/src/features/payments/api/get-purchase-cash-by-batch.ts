import type { CashPaymentState, CashPurchaseOrder, PurchaseCashBatchRequest, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Orders fetched per call; the screen never shows it (backoffice-catalogue.md §9: "not shown"). */
export const CASH_PAYMENT_BATCH_ROWS = 30;

/** A batch of the state's orders and how many the state has on the server. */
export type CashPurchaseBatch = Required<RecordsResult<CashPurchaseOrder>>;

/** One batch of the state's orders: `last` are already loaded, `numRows` more are wanted. */
export async function getPurchaseCashByBatch(
  client: ApiClient,
  idState: CashPaymentState,
  last: number,
  numRows = CASH_PAYMENT_BATCH_ROWS,
): Promise<CashPurchaseBatch> {
  const request: PurchaseCashBatchRequest = { Last: last, NumRows: numRows, IdState: idState };
  const answer = await client.post<ResultEnvelope<RecordsResult<CashPurchaseOrder>>>(
    '/license/api/PurchaseOrder/GetPurchaseCashByBatch',
    request,
  );
  const records = answer.result.records ?? [];
  return { records, count: answer.result.count ?? last + records.length };
}
