import { Command, Query } from '@nestjs/cqrs';

/*
 * Messages between the ordering and payments contexts (docs/api/payments.md, "Contratos").
 *
 * Payments reacts to ordering's PurchaseOrderRegisteredEvent, so it imports @lic/server-ordering. Ordering in
 * turn must react to the payment outcome and ask for a gateway payment, but importing @lic/server-payments
 * would close a cycle. @nestjs/cqrs routes messages by class, not by name, so both sides need the same
 * class: these few live here, in the shared kernel, and @lic/server-payments re-exports them.
 */

export type PaymentMethodName = 'EN_LINEA' | 'EFECTIVO' | 'SIN_PAGO';

export interface PaymentApprovedFields {
  paymentId: string;
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  method: PaymentMethodName;
  /** SANDBOX, EPAYCO, PAGUEATIEMPO; null for cash and SIN_PAGO. */
  gateway: string | null;
  amount: number;
  currency: string;
  approvedAt: Date;
  /** The gateway's transaction id of the approving answer (null for cash and SIN_PAGO). */
  gatewayTransactionId: string | null;
  /** The staff user who approved a cash payment; null otherwise. */
  approvedBy: string | null;
}

/** The payment of an order was approved (gateway confirmation, cash approval or no payment needed): once per order. */
export class PaymentApprovedEvent implements PaymentApprovedFields {
  static readonly eventName = 'payments.payment-approved';

  readonly paymentId!: string;
  readonly referenceUuid!: string;
  readonly paymentReference!: string;
  readonly appName!: string;
  readonly method!: PaymentMethodName;
  readonly gateway!: string | null;
  readonly amount!: number;
  readonly currency!: string;
  readonly approvedAt!: Date;
  readonly gatewayTransactionId!: string | null;
  readonly approvedBy!: string | null;

  constructor(fields: PaymentApprovedFields) {
    Object.assign(this, fields);
  }
}

export interface PaymentRejectedFields {
  paymentId: string;
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  method: PaymentMethodName;
  gateway: string | null;
  amount: number;
  currency: string;
  rejectedAt: Date;
  gatewayTransactionId: string | null;
  /** The gateway's answer text, or the reject type's description for cash. */
  reason: string | null;
  /** The reject type chosen by staff (cash); null otherwise. */
  rejectTypeId: number | null;
  rejectedBy: string | null;
}

/** The payment of an order was rejected (gateway answer or staff decision): once per order. */
export class PaymentRejectedEvent implements PaymentRejectedFields {
  static readonly eventName = 'payments.payment-rejected';

  readonly paymentId!: string;
  readonly referenceUuid!: string;
  readonly paymentReference!: string;
  readonly appName!: string;
  readonly method!: PaymentMethodName;
  readonly gateway!: string | null;
  readonly amount!: number;
  readonly currency!: string;
  readonly rejectedAt!: Date;
  readonly gatewayTransactionId!: string | null;
  readonly reason!: string | null;
  readonly rejectTypeId!: number | null;
  readonly rejectedBy!: string | null;

  constructor(fields: PaymentRejectedFields) {
    Object.assign(this, fields);
  }
}

/** The order an online payment is opened for, with the server's figures. */
export interface GatewayPaymentOrder {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  serviceName: string;
  /** Total to pay (COP, IVA included). */
  amount: number;
  taxIva: number;
  registeredOn: Date;
  /** The payer (the billing customer of the order). */
  customer: {
    personType: string;
    name: string;
    documentTypeId: number;
    documentNumber: string;
    email: string;
    cellphoneNumber: string | null;
  };
  lines: { packageId: number; packageName: string; quantity: number; unitPrice: number; total: number }[];
}

/** What the storefront needs to go to the gateway (RegisterPurchaseOrder's answer). */
export interface GatewayPaymentHandover {
  paymentId: string;
  /** SANDBOX, EPAYCO or PAGUEATIEMPO. */
  paymentGateway: string;
  /** ePayco: the payment id of its checkout redirect; null for the other gateways. */
  epaycoPaymentCode: string | null;
  /** The order's token: the `token` header of POST /payment/form and ePayco's signToken. */
  token: string;
}

/**
 * Opens (or finds, by referenceUuid) the online payment of an order with the configured gateway.
 * Idempotent: the same order always gets the same payment and token. Throws when the gateway cannot
 * take it (ordering answers ER15).
 */
export class CreateGatewayPaymentCommand extends Command<GatewayPaymentHandover> {
  constructor(readonly order: GatewayPaymentOrder) {
    super();
  }
}

/** REVERSED: approved, then reversed by the gateway (ePayco x_cod_response 6). */
export type PaymentStateName = 'PENDING' | 'APPROVED' | 'REJECTED' | 'REVERSED';

/** The payment of an order as the payments context knows it now. */
export interface PaymentOutcome {
  paymentId: string;
  state: PaymentStateName;
  method: PaymentMethodName;
  gateway: string | null;
  /** The outcome of the latest gateway answer, if any arrived (a PENDING one means the gateway is processing). */
  lastAnswer: PaymentStateName | null;
  decidedAt: Date | null;
}

/** The payment of the order with this referenceUuid; null when payments has none (yet). */
export class GetPaymentOutcomeQuery extends Query<PaymentOutcome | null> {
  constructor(readonly referenceUuid: string) {
    super();
  }
}

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

export interface PaymentReversedFields {
  paymentId: string;
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  method: PaymentMethodName;
  gateway: string | null;
  amount: number;
  currency: string;
  reversedAt: Date;
  /** The gateway's transaction id of the reversing answer. */
  gatewayTransactionId: string | null;
  /** The gateway's answer text (e.g. "Reversada"). */
  reason: string | null;
}

/**
 * A payment that had been approved was reversed by the gateway (ePayco x_cod_response 6, "Reversada"):
 * ordering marks the order reversed, licensing suspends the order's licences. Once per order.
 */
export class PaymentReversedEvent implements PaymentReversedFields {
  static readonly eventName = 'payments.payment-reversed';

  readonly paymentId!: string;
  readonly referenceUuid!: string;
  readonly paymentReference!: string;
  readonly appName!: string;
  readonly method!: PaymentMethodName;
  readonly gateway!: string | null;
  readonly amount!: number;
  readonly currency!: string;
  readonly reversedAt!: Date;
  readonly gatewayTransactionId!: string | null;
  readonly reason!: string | null;

  constructor(fields: PaymentReversedFields) {
    Object.assign(this, fields);
  }
}
