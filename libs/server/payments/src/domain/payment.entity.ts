import { randomUUID } from 'node:crypto';
import { Collection, DecimalType } from '@mikro-orm/core';
import { Entity, Index, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { PaymentApprovedEvent, PaymentRejectedEvent, PaymentReversedEvent } from '@lic/server-payments-api';
import { PaymentAttempt, type AnswerSource, type GatewayAnswer } from './payment-attempt.entity';
import { PaymentTransitionError } from './payment.errors';
import { CURRENCY, PaymentState, type GatewayName, type PaymentMethod } from './payment-state';

/** The payer as the order named it (its billing customer). */
export interface PaymentCustomer {
  personType: string | null;
  /** Legal name, or first and last names. */
  name: string;
  documentTypeId: number;
  documentNumber: string;
  email: string;
  cellphoneNumber: string | null;
}

export interface PaymentLine {
  packageId: number;
  packageName: string;
  quantity: number;
  /** Unit value before IVA. */
  unitPrice: number;
  /** Line total, IVA included. */
  total: number;
}

export interface NewPayment {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  serviceName: string;
  method: PaymentMethod;
  gateway: GatewayName | null;
  amount: number;
  taxIva: number;
  customer: PaymentCustomer;
  lines: PaymentLine[];
  orderRegisteredOn: Date;
}

export interface ApprovalInput {
  at: Date;
  gatewayTransactionId?: string | null;
  /** The staff user of a cash approval. */
  by?: string | null;
}

export interface RejectionInput {
  at: Date;
  gatewayTransactionId?: string | null;
  reason?: string | null;
  rejectTypeId?: number | null;
  by?: string | null;
}

/** What a gateway answer did to the payment. */
export type AnswerEffect = 'APPROVED' | 'REJECTED' | 'REVERSED' | 'NONE';

export interface AnsweredPayment {
  attempt: PaymentAttempt;
  effect: AnswerEffect;
  event: PaymentApprovedEvent | PaymentRejectedEvent | PaymentReversedEvent | null;
}

export interface AnswerPolicy {
  /** Whether test transactions may decide a payment: never in production (docs/decisions/0009). */
  acceptTestTransactions: boolean;
  /** Production: only the gateway's own record decides a payment, never a confirmation's word (docs/decisions/0041). */
  requireGatewayRecord?: boolean;
  /** The answer is the gateway's own record, asked for by us server to server (its transaction query). */
  fromGatewayRecord?: boolean;
  source?: AnswerSource;
}

/**
 * The payment of one purchase order (its referenceUuid, one payment per order): how it is paid (EN_LINEA
 * through a gateway, EFECTIVO with a proof, SIN_PAGO), the amount the server computed, the payer and lines
 * for the checkout, and its state (payment-state.ts). Every gateway answer is one PaymentAttempt.
 */
@Entity({ schema: 'payments', tableName: 'payment' })
@Index({ name: 'payment_state_method_idx', properties: ['method', 'state'] })
@Index({ name: 'payment_customer_document_idx', properties: ['customerDocumentNumber'] })
export class Payment extends AuditedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  @Unique({ name: 'payment_reference_uuid_unique' })
  referenceUuid!: string;

  @Property({ type: 'string', length: 20 })
  @Unique({ name: 'payment_payment_reference_unique' })
  paymentReference!: string;

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 50 })
  serviceName!: string;

  @Property({ type: 'string', length: 10 })
  method!: PaymentMethod;

  @Property({ type: 'string', length: 20, nullable: true })
  gateway?: GatewayName | null;

  @Property({ type: 'string', length: 10 })
  state!: PaymentState;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  amount!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  taxIva!: number;

  @Property({ type: 'string', length: 3 })
  currency: string = CURRENCY;

  @Property({ type: 'string', length: 1, nullable: true })
  customerPersonType?: string | null;

  @Property({ type: 'string', length: 450 })
  customerName!: string;

  @Property({ type: 'integer' })
  customerDocumentTypeId!: number;

  @Property({ type: 'string', length: 15 })
  customerDocumentNumber!: string;

  @Property({ type: 'string', length: 100 })
  customerEmail!: string;

  @Property({ type: 'string', length: 10, nullable: true })
  customerCellphoneNumber?: string | null;

  @Property({ type: 'json', columnType: 'jsonb' })
  lines!: PaymentLine[];

  /** When the order was registered (the purchase date of the cash lists). */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  orderRegisteredOn!: Date;

  /** When the payer last asked for the checkout (POST /payment/form). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  checkoutRequestedOn?: Date | null;

  /** When it became APPROVED or REJECTED. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedOn?: Date | null;

  /** The staff user of a cash decision. */
  @Property({ type: 'string', length: 100, nullable: true })
  decidedBy?: string | null;

  /** The gateway transaction that decided it. */
  @Property({ type: 'string', length: 100, nullable: true })
  gatewayTransactionId?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  rejectReason?: string | null;

  @Property({ type: 'integer', nullable: true })
  rejectTypeId?: number | null;

  /** When the gateway reversed the approved payment, with the reversing transaction and its text. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  reversedOn?: Date | null;

  @Property({ type: 'string', length: 100, nullable: true })
  reversalTransactionId?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  reversalReason?: string | null;

  /** When the reconciliation job last asked the gateway about it (oldest asked first). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastReconciledOn?: Date | null;

  @OneToMany(() => PaymentAttempt, (attempt) => attempt.payment, { orderBy: { receivedOn: 'asc' } })
  attempts = new Collection<PaymentAttempt>(this);

  /** A pending payment of an order (EN_LINEA or EFECTIVO). */
  static open(input: NewPayment): Payment {
    const payment = new Payment();
    payment.referenceUuid = input.referenceUuid;
    payment.paymentReference = input.paymentReference;
    payment.appName = input.appName;
    payment.serviceName = input.serviceName;
    payment.method = input.method;
    payment.gateway = input.method === 'EN_LINEA' ? input.gateway : null;
    payment.state = PaymentState.PENDING;
    payment.amount = input.amount;
    payment.taxIva = input.taxIva;
    payment.customerPersonType = input.customer.personType;
    payment.customerName = input.customer.name.slice(0, 450);
    payment.customerDocumentTypeId = input.customer.documentTypeId;
    payment.customerDocumentNumber = input.customer.documentNumber;
    payment.customerEmail = input.customer.email;
    payment.customerCellphoneNumber = input.customer.cellphoneNumber;
    payment.lines = input.lines;
    payment.orderRegisteredOn = input.orderRegisteredOn;
    return payment;
  }

  /** An order that needs no payment (SIN_PAGO): approved when opened, with its event. */
  static approvedWithoutPayment(
    input: Omit<NewPayment, 'method' | 'gateway'>,
    at: Date,
  ): { payment: Payment; event: PaymentApprovedEvent } {
    const payment = Payment.open({ ...input, method: 'SIN_PAGO', gateway: null });
    const event = payment.approve({ at });
    return { payment, event };
  }

  get isPending(): boolean {
    return this.state === PaymentState.PENDING;
  }

  /** PENDING → APPROVED; the event goes to the outbox with the same flush. */
  approve(input: ApprovalInput): PaymentApprovedEvent {
    this.leavePending(PaymentState.APPROVED, input.at);
    this.gatewayTransactionId = input.gatewayTransactionId ?? null;
    this.decidedBy = input.by ?? null;
    return new PaymentApprovedEvent({
      paymentId: this.id,
      referenceUuid: this.referenceUuid,
      paymentReference: this.paymentReference,
      appName: this.appName,
      method: this.method,
      gateway: this.gateway ?? null,
      amount: Number(this.amount),
      currency: this.currency,
      approvedAt: input.at,
      gatewayTransactionId: this.gatewayTransactionId,
      approvedBy: this.decidedBy,
    });
  }

  /** PENDING → REJECTED; the event goes to the outbox with the same flush. */
  reject(input: RejectionInput): PaymentRejectedEvent {
    this.leavePending(PaymentState.REJECTED, input.at);
    this.gatewayTransactionId = input.gatewayTransactionId ?? null;
    this.decidedBy = input.by ?? null;
    this.rejectReason = input.reason ? input.reason.slice(0, 500) : null;
    this.rejectTypeId = input.rejectTypeId ?? null;
    return new PaymentRejectedEvent({
      paymentId: this.id,
      referenceUuid: this.referenceUuid,
      paymentReference: this.paymentReference,
      appName: this.appName,
      method: this.method,
      gateway: this.gateway ?? null,
      amount: Number(this.amount),
      currency: this.currency,
      rejectedAt: input.at,
      gatewayTransactionId: this.gatewayTransactionId,
      reason: this.rejectReason,
      rejectTypeId: this.rejectTypeId,
      rejectedBy: this.decidedBy,
    });
  }

  /** APPROVED → REVERSED (the gateway took the money back); the event goes to the outbox with the same flush. */
  reverse(input: { at: Date; gatewayTransactionId: string | null; reason: string | null }): PaymentReversedEvent {
    if (this.state !== PaymentState.APPROVED) throw new PaymentTransitionError(this.state, PaymentState.REVERSED);
    this.state = PaymentState.REVERSED;
    this.reversedOn = input.at;
    this.reversalTransactionId = input.gatewayTransactionId;
    this.reversalReason = input.reason ? input.reason.slice(0, 500) : null;
    return new PaymentReversedEvent({
      paymentId: this.id,
      referenceUuid: this.referenceUuid,
      paymentReference: this.paymentReference,
      appName: this.appName,
      method: this.method,
      gateway: this.gateway ?? null,
      amount: Number(this.amount),
      currency: this.currency,
      reversedAt: input.at,
      gatewayTransactionId: input.gatewayTransactionId,
      reason: this.reversalReason,
    });
  }

  /**
   * A verified gateway answer (signature, amount and currency already checked), kept as an attempt. An
   * approval decides a pending payment; a rejection or a reversal rejects a pending one; a reversal of the
   * transaction that approved the payment reverses it. Only a clearly live transaction counts unless the policy accepts
   * test ones (never in production), and where the policy requires the gateway's own record, nothing else counts;
   * anything else changes nothing.
   */
  answer(answer: GatewayAnswer, receivedOn: Date, policy: AnswerPolicy): AnsweredPayment {
    let effect: AnswerEffect = 'NONE';
    let event: AnsweredPayment['event'] = null;
    const counts =
      (answer.test === false || policy.acceptTestTransactions) && (!policy.requireGatewayRecord || policy.fromGatewayRecord === true);
    if (counts && this.isPending && answer.outcome === PaymentState.APPROVED) {
      event = this.approve({ at: receivedOn, gatewayTransactionId: answer.transactionId });
      effect = 'APPROVED';
    } else if (counts && this.isPending && (answer.outcome === PaymentState.REJECTED || answer.outcome === PaymentState.REVERSED)) {
      event = this.reject({ at: receivedOn, gatewayTransactionId: answer.transactionId, reason: answer.responseText });
      effect = 'REJECTED';
    } else if (
      counts &&
      this.state === PaymentState.APPROVED &&
      answer.outcome === PaymentState.REVERSED &&
      // Only the transaction that paid the order can take the payment back (a second, duplicate charge refunded
      // by the gateway leaves the order paid). Cash and SIN_PAGO approvals carry no transaction: never reversed.
      this.gatewayTransactionId === answer.transactionId
    ) {
      event = this.reverse({ at: receivedOn, gatewayTransactionId: answer.transactionId, reason: answer.responseText });
      effect = 'REVERSED';
    }
    // Persisted by the caller: the attempts collection is not loaded to decide a payment.
    const attempt = PaymentAttempt.of(this, answer, receivedOn, effect, policy.source);
    return { attempt, effect, event };
  }

  private leavePending(next: PaymentState, at: Date): void {
    if (this.state !== PaymentState.PENDING) throw new PaymentTransitionError(this.state, next);
    this.state = next;
    this.decidedOn = at;
  }
}
