import type { GatewayAnswer } from '../../domain/payment-attempt.entity';
import type { Payment } from '../../domain/payment.entity';
import type { GatewayName } from '../../domain/payment-state';

/** Token of the gateway new online payments go to (PAYMENT_GATEWAY: sandbox, epayco or pagueatiempo). */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/**
 * Fields of a confirmation as received (form-urlencoded, JSON or the query string), values as text. A field
 * sent more than once, or as a list or an object, is a list (possibly empty): never read as one value.
 */
export type ConfirmationFields = Readonly<Record<string, string | readonly string[]>>;

/** Where the gateway sends the payer back and its confirmation to, for this payment. */
export interface CheckoutContext {
  /** The order's token (ePayco's signToken). */
  token: string;
  /** Absolute URL of /registerPurchaseOrder/statusOrder/{referenceUuid} on the brand's origin. */
  statusUrl: string;
  /** Absolute URL of POST /payment/confirmation/{gateway} on the brand's origin. */
  confirmationUrl: string;
}

export type ConfirmationReading =
  | {
      ok: true;
      answer: GatewayAnswer;
      /** The payment reference the answer is about (ePayco x_id_invoice). */
      paymentReference: string;
      /** Our payment id when the gateway echoes it (ePayco x_extra1); it must then match. */
      paymentId: string | null;
      /** The amount as sent, for the log. */
      amountText: string;
      /** The test flag as sent (a repeated one joined by commas), null when absent: for the review list. */
      testFlagText: string | null;
    }
  | { ok: false; reason: string };

/**
 * What the gateway answered when asked about a payment (ePayco's transaction query): the same fields as a
 * confirmation, signed the same way and read with readConfirmation; or no transaction at all. In production
 * this record, not a confirmation's word, decides a payment (docs/decisions/0041).
 */
export type TransactionQueryAnswer = { found: true; fields: ConfirmationFields } | { found: false };

/** What we know to look the payment up with: our reference, and the gateway's own (ePayco x_ref_payco) if an answer gave it. */
export interface TransactionLookup {
  paymentReference: string;
  gatewayReference: string | null;
}

/**
 * An online payment gateway. Adapters: the sandbox (offline default), ePayco, PagueATiempo
 * (infrastructure/gateways). Confirmations are verified by the adapter of the gateway named in the URL.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** RegisterPurchaseOrder's epaycoPaymentCode for this payment (ePayco only). */
  paymentCode(payment: Payment): string | null;
  /** POST /payment/form: the URL the browser goes to (may ask the gateway; throws GatewayUnavailableError). */
  checkoutUrl(payment: Payment, context: CheckoutContext): Promise<string>;
  /** Reads a confirmation and verifies its signature; nothing else is trusted before this. */
  readConfirmation(fields: ConfirmationFields): ConfirmationReading;
  /**
   * Asks the gateway about the payment's latest transaction (the reconciliation job, when a confirmation
   * was lost). Throws GatewayUnavailableError when the gateway cannot be reached or answers nonsense.
   */
  queryTransaction(payment: Payment, lookup: TransactionLookup): Promise<TransactionQueryAnswer>;
}
