import type { PurchaseOrderStatus } from '@lic/shared-api-types';

/** storefront.md §9: up to 6 re-checks with the configured countdown between them. */
export const MAX_RECHECKS = 6;
/** countValidatePayment of the first check in polling mode, and of the only check without polling. */
export const FIRST_POLLING_COUNT = 0;
export const SINGLE_CHECK_COUNT = -1;

export const STATUS_CODES = { activated: 'OK15', activeAccount: 'OK16', pending: 'WR12', rejected: 'ER12' } as const;

export type PaymentStatusKind = 'success' | 'failure' | 'pending';

/** The order's status code in upper case (resultData.code when the record has none). */
export function statusCodeOf(status: PurchaseOrderStatus): string {
  return String(status.code || status.resultData?.code || '').toUpperCase();
}

/** storefront.md §4: result true is a success; false with WR12 is pending; false with any other code a failure. */
export function statusKindOf(status: PurchaseOrderStatus): PaymentStatusKind {
  if (status.result === true) return 'success';
  return statusCodeOf(status) === STATUS_CODES.pending ? 'pending' : 'failure';
}

/** Codes containing ER are errors: their failure offers "Volver a la tienda". */
export const isErrorCode = (code: string): boolean => code.toUpperCase().includes('ER');

/**
 * countValidatePayment of the next re-check: 1 to 6, each one more than the last; after the sixth the
 * round starts again from 1 (the countdown restarts).
 */
export function nextRecheckCount(count: number): number {
  return count >= MAX_RECHECKS || count < 1 ? 1 : count + 1;
}

const OFF = new Set(['0', 'false', 'no']);

/**
 * Whether the page polls (storefront.md §4: counter 0) or checks once (counter −1). It polls unless told
 * otherwise, because every way in follows a payment attempt: the gateways send the browser back to the
 * bare /registerPurchaseOrder/statusOrder/{referenceUuid}, and the purchase form navigates there after
 * registering. `?poll=0` (or false, no) or the navigation state `{ poll: false }` ask for a single check,
 * e.g. for a link to an order whose payment is not expected now; `?poll`, `?poll=1` or `{ poll: true }`
 * ask for polling explicitly. The state wins over the query.
 */
export function pollingRequested(search: string, state: unknown): boolean {
  const fromState = (state as { poll?: unknown } | null | undefined)?.poll;
  if (typeof fromState === 'boolean') return fromState;
  const fromQuery = new URLSearchParams(search).get('poll');
  if (fromQuery === null) return true;
  return !OFF.has(fromQuery.trim().toLowerCase());
}

/**
 * Whether "Reintentar pago" is offered (decision 0018): the payment was declined (ER12) or is still pending
 * (WR12), and the order is the one this browser's cart was kept for. A reversed payment (ER18) or any other
 * error is not retried.
 */
export function retryOffered(status: PurchaseOrderStatus, keptForRetry: boolean): boolean {
  if (!keptForRetry || status.result === true) return false;
  const code = statusCodeOf(status);
  return code === STATUS_CODES.rejected || code === STATUS_CODES.pending;
}
