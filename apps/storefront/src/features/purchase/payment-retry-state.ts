/** The navigation state with which the status page's "Reintentar pago" opens the purchase form (decision 0018). */
export interface PaymentRetryState {
  retryOf: string;
  /** The order's payment is still pending: an unchanged form and cart pay the same order again. */
  pending: boolean;
}

/** The "Reintentar pago" state a navigation carried, if it carried one. */
export const paymentRetryStateOf = (state: unknown): PaymentRetryState | null => {
  const candidate = state as Partial<PaymentRetryState> | null;
  return candidate && typeof candidate.retryOf === 'string' ? { retryOf: candidate.retryOf, pending: candidate.pending === true } : null;
};
