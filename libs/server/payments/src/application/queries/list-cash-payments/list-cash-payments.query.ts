import { Query } from '@nestjs/cqrs';
import type { CashPurchaseOrder, RecordsResult } from '@lic/shared-api-types';
import type { PaymentState } from '../../../domain/payment-state';

export type CashPaymentsFilter =
  /** GetPurchaseCashByBatch: a page of the tab. */
  | { state: PaymentState; offset: number; limit: number }
  /** SearchPurchaseCash: the tab's rows matching the text (up to SEARCH_LIMIT). */
  | { state: PaymentState; search: string };

export const SEARCH_LIMIT = 200;

/**
 * The cash payments of one tab of "Pagos en efectivo": pending ones oldest first (the work queue), decided
 * ones latest decision first. `count` is the number of rows matching, whatever the page.
 */
export class ListCashPaymentsQuery extends Query<Required<RecordsResult<CashPurchaseOrder>>> {
  constructor(readonly filter: CashPaymentsFilter) {
    super();
  }
}
