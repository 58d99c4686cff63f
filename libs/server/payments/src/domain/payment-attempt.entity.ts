import { randomUUID } from 'node:crypto';
import type { Rel } from '@mikro-orm/core';
import { DecimalType } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Payment, type AnswerEffect } from './payment.entity';
import type { GatewayName, PaymentState } from './payment-state';

/** A gateway's answer about one transaction, read from its confirmation and verified. */
export interface GatewayAnswer {
  gateway: GatewayName;
  /** The gateway's transaction id (ePayco x_transaction_id). */
  transactionId: string;
  /** The gateway's own reference (ePayco x_ref_payco). */
  gatewayReference: string | null;
  outcome: PaymentState;
  /** The gateway's code (ePayco x_cod_response) and text (x_response / x_response_reason_text). */
  responseCode: string | null;
  responseText: string | null;
  amount: number;
  currency: string;
  /**
   * The gateway's test flag (ePayco x_test_request, PagueATiempo test): true a test transaction, false a live
   * one, null when it does not say so clearly (missing, another spelling, repeated). Only false is money in
   * production.
   */
  test: boolean | null;
  /** The code is one we know; an unknown one leaves the payment pending and goes to the review list. */
  known: boolean;
}

/** How a gateway answer arrived. */
export type AnswerSource = 'CONFIRMATION' | 'RECONCILIATION';

/**
 * One verified gateway answer about a payment, kept for the order's timeline. The same answer about the
 * same transaction is kept once (unique gateway + transaction + outcome): a replay changes nothing.
 */
@Entity({ schema: 'payments', tableName: 'payment_attempt' })
@Unique({ name: 'payment_attempt_answer_unique', properties: ['gateway', 'transactionId', 'outcome'] })
@Index({ name: 'payment_attempt_payment_idx', properties: ['payment', 'receivedOn'] })
export class PaymentAttempt {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Payment, { deleteRule: 'cascade' })
  payment!: Rel<Payment>;

  @Property({ type: 'string', length: 20 })
  gateway!: GatewayName;

  @Property({ type: 'string', length: 100 })
  transactionId!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  gatewayReference?: string | null;

  @Property({ type: 'string', length: 10 })
  outcome!: PaymentState;

  @Property({ type: 'string', length: 10, nullable: true })
  responseCode?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  responseText?: string | null;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  amount!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  /** What the answer did: decided the payment, or nothing (pending, replayed after a decision). */
  @Property({ type: 'string', length: 10 })
  effect!: AnswerEffect;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  receivedOn!: Date;

  /** Not clearly a live transaction: flagged a test, or not said (kept and shown; in production it decides nothing). */
  @Property({ type: 'boolean', default: false })
  test: boolean = false;

  @Property({ type: 'string', length: 15, default: 'CONFIRMATION' })
  source: AnswerSource = 'CONFIRMATION';

  /** The gateway's code is unknown: a review item was opened for staff. */
  @Property({ type: 'boolean', default: false })
  needsReview: boolean = false;

  static of(
    payment: Payment,
    answer: GatewayAnswer,
    receivedOn: Date,
    effect: AnswerEffect,
    source: AnswerSource = 'CONFIRMATION',
  ): PaymentAttempt {
    const attempt = new PaymentAttempt();
    attempt.payment = payment;
    attempt.gateway = answer.gateway;
    attempt.transactionId = answer.transactionId.slice(0, 100);
    attempt.gatewayReference = answer.gatewayReference?.slice(0, 100) ?? null;
    attempt.outcome = answer.outcome;
    attempt.responseCode = answer.responseCode?.slice(0, 10) ?? null;
    attempt.responseText = answer.responseText?.slice(0, 500) ?? null;
    attempt.amount = answer.amount;
    attempt.currency = answer.currency;
    attempt.effect = effect;
    attempt.receivedOn = receivedOn;
    attempt.test = answer.test !== false;
    attempt.source = source;
    attempt.needsReview = !answer.known;
    return attempt;
  }
}
