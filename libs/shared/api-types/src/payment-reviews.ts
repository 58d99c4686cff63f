// The review list of gateway answers with codes we do not know (docs/api/payments.md, "Lista de revisión").

export type PaymentReviewStatus = 'OPEN' | 'RESOLVED';
export const PAYMENT_REVIEW_STATUSES: readonly PaymentReviewStatus[] = ['OPEN', 'RESOLVED'];

/**
 * Why an answer is in the review list: a code the store does not know, a transaction already kept for another
 * order, the gateway's record naming another order, amount or currency, a record that does not say clearly
 * whether it is a test, a confirmation the gateway never confirmed.
 */
export type PaymentReviewKind = 'UNKNOWN_CODE' | 'TRANSACTION_REUSED' | 'RECORD_MISMATCH' | 'TEST_FLAG_UNCLEAR' | 'NOT_CONFIRMED';

/** One item of GET /license/api/PaymentReview. */
export interface PaymentReviewRecord {
  id: string;
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  /** SANDBOX, EPAYCO, PAGUEATIEMPO. */
  gateway: string;
  transactionId: string;
  gatewayReference: string | null;
  kind: PaymentReviewKind;
  /** Why it is here, for staff (Spanish). */
  reason: string;
  /** The gateway's code (ePayco x_cod_response) and its text. */
  responseCode: string;
  responseText: string | null;
  /** CONFIRMATION: the gateway's webhook; RECONCILIATION: its answer to the reconciliation job. */
  source: 'CONFIRMATION' | 'RECONCILIATION';
  /** The payment's state when the answer arrived (PENDING, APPROVED, ...). */
  paymentState: string;
  amount: number;
  openedOn: string;
  resolvedOn: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
}

/** POST /license/api/PaymentReview/Resolve. */
export interface ResolvePaymentReviewRequest {
  id: string;
  /** What staff found with the gateway (1–500 characters). */
  note: string;
}
