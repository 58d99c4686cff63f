import { CashPaymentState } from '@lic/shared-api-types';
import { PaymentState } from '../payment-state';

/** The back office's state ids of a cash payment (backoffice-catalogue.md §4) ↔ the payment's state. */
/** Cash payments are never reversed (only a gateway reverses), so REVERSED has no cash state id. */
const BY_PAYMENT_STATE: Partial<Record<PaymentState, CashPaymentState>> = {
  [PaymentState.PENDING]: CashPaymentState.PENDING,
  [PaymentState.APPROVED]: CashPaymentState.APPROVED,
  [PaymentState.REJECTED]: CashPaymentState.REJECTED,
};

export const cashStateOf = (state: PaymentState): CashPaymentState => BY_PAYMENT_STATE[state] ?? CashPaymentState.APPROVED;

export function paymentStateOf(cashState: number): PaymentState | null {
  const found = Object.entries(BY_PAYMENT_STATE).find(([, id]) => id === cashState);
  return found ? (found[0] as PaymentState) : null;
}

export const CASH_STATE_IDS: readonly number[] = Object.values(CashPaymentState);
