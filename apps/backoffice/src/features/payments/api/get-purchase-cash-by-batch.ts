import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import type { CashPaymentState, CashPurchaseOrder } from '../payments.types';

/** Orders fetched per call; the screen never shows it (backoffice-catalogue.md §9: "not shown"). */
export const CASH_PAYMENT_BATCH_ROWS = 30;

export interface CashPurchaseBatch {
  records: CashPurchaseOrder[];
  /** Every order of the state on the server. */
  count: number;
}

/** One batch of the state's orders: `last` are already loaded, `numRows` more are wanted. */
export async function getPurchaseCashByBatch(
  client: ApiClient,
  idState: CashPaymentState,
  last: number,
  numRows = CASH_PAYMENT_BATCH_ROWS,
): Promise<CashPurchaseBatch> {
  const answer = await client.post<ResultEnvelope<RecordsResult<CashPurchaseOrder>>>('/license/api/PurchaseOrder/GetPurchaseCashByBatch', {
    Last: last,
    NumRows: numRows,
    IdState: idState,
  });
  const records = answer.result.records ?? [];
  return { records, count: answer.result.count ?? last + records.length };
}
