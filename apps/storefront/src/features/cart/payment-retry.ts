import type { PaymentFormRequest } from '@lic/shared-api-types';

/**
 * An online order whose payment may be tried again (decision 0018): the cart is kept until the
 * payment succeeds, and with it the form the order was sent with. A declined payment (ER12) is retried with
 * a new order from the same filled form; a pending one (WR12) with a new gateway attempt for the same order
 * (POST /payment/form with the order's token), so one order never gets two payments.
 */
export interface PaymentRetry {
  referenceUuid: string;
  /** The purchase form's values when the order was sent (both customer blocks, switches, terms). */
  values: Record<string, unknown>;
  /** The order's payment request and token, for a new gateway attempt (absent for a ready-made gateway URL). */
  paymentForm: { token: string; request: PaymentFormRequest } | null;
  /** The gateway URL RegisterPurchaseOrder answered, when it gave one. */
  gatewayUrl: string | null;
  /** firmaya: the subscriber's identity was validated for this cart. */
  identityValidated: boolean;
  /** The cart the order was sent with (cartSignature): a changed cart makes a new order. */
  cart: string;
}

/** "packageId x quantity" of each cart line, in order. */
export const cartSignature = (entries: ReadonlyArray<{ pkg: { packageId: number }; quantity: number }>): string =>
  entries.map((entry) => `${entry.pkg.packageId}x${entry.quantity}`).join(',');

/** A stored value that is a PaymentRetry (anything else, e.g. an older format, is ignored). */
export function asPaymentRetry(value: unknown): PaymentRetry | null {
  const candidate = value as Partial<PaymentRetry> | null;
  if (candidate === null || typeof candidate !== 'object') return null;
  if (typeof candidate.referenceUuid !== 'string' || candidate.referenceUuid === '') return null;
  if (candidate.values === null || typeof candidate.values !== 'object') return null;
  return {
    referenceUuid: candidate.referenceUuid,
    values: candidate.values,
    paymentForm:
      candidate.paymentForm && typeof candidate.paymentForm.token === 'string' && candidate.paymentForm.request
        ? candidate.paymentForm
        : null,
    gatewayUrl: typeof candidate.gatewayUrl === 'string' && /^https?:\/\//i.test(candidate.gatewayUrl) ? candidate.gatewayUrl : null,
    identityValidated: candidate.identityValidated === true,
    cart: typeof candidate.cart === 'string' ? candidate.cart : '',
  };
}
