/*
 * Events payments publishes about the payment of an order (docs/api/payments.md, "Contratos"): ordering
 * moves the order, licensing issues or suspends its licences. Their eventName is the type stored in the outbox.
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
