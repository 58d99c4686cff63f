import { Query } from '@nestjs/cqrs';
import type { PaymentStateName } from './get-payment-outcome.query';
import type { PaymentMethodName } from './payment-events';

/** What a gateway answer did to its payment: decided it, or nothing (pending, or replayed after a decision). */
export type PaymentAnswerEffect = 'APPROVED' | 'REJECTED' | 'REVERSED' | 'NONE';

/** One verified gateway answer about the payment of an order. */
export interface PaymentAttemptView {
  gateway: string;
  transactionId: string;
  gatewayReference: string | null;
  outcome: PaymentStateName;
  responseCode: string | null;
  responseText: string | null;
  amount: number;
  currency: string;
  effect: PaymentAnswerEffect;
  receivedOn: Date;
  /** The gateway flagged it as a test transaction (ePayco x_test_request): it never decides a payment in production. */
  test: boolean;
  /** A test transaction kept without effect because this is production. */
  ignoredAsTest: boolean;
  /** How it arrived: the gateway's confirmation, or the reconciliation job asking the gateway. */
  source: 'CONFIRMATION' | 'RECONCILIATION';
  /** The gateway's code is not one we know: the answer waits in the review list for staff. */
  needsReview: boolean;
}

/** A file the buyer attached to a cash order: its proof of payment or its RUT (the latest upload of each). */
export interface PaymentSupportView {
  supportType: 'PAYMENT_SUPPORT' | 'RUT';
  fileName: string;
  uploadedOn: Date;
  /** The signed-in user who uploaded it; null for an anonymous buyer. */
  uploadedBy: string | null;
}

/** The payment of an order and every gateway answer about it, oldest first (the order's timeline). */
export interface PaymentTimelineView {
  paymentId: string;
  referenceUuid: string;
  paymentReference: string;
  method: PaymentMethodName;
  gateway: string | null;
  state: PaymentStateName;
  amount: number;
  currency: string;
  openedOn: Date;
  /** When the payer last asked for the checkout (only the latest request is kept). */
  checkoutRequestedOn: Date | null;
  decidedOn: Date | null;
  /** The staff user of a cash decision; null for a gateway's. */
  decidedBy: string | null;
  gatewayTransactionId: string | null;
  rejectReason: string | null;
  rejectTypeId: number | null;
  /** When an approved payment was reversed by the gateway, the reversing transaction and the gateway's text. */
  reversedOn: Date | null;
  reversalTransactionId: string | null;
  reversalReason: string | null;
  attempts: PaymentAttemptView[];
  /** Cash orders: the proof and RUT attached, oldest first. */
  supports: PaymentSupportView[];
}

/** The payment timeline of the order with this referenceUuid; null when payments has none. Asked by ordering's back office. */
export class GetPaymentTimelineQuery extends Query<PaymentTimelineView | null> {
  constructor(readonly referenceUuid: string) {
    super();
  }
}
