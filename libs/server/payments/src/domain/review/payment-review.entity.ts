import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { AnswerSource, GatewayAnswer } from '../payment-attempt.entity';
import type { Payment } from '../payment.entity';
import type { PaymentReviewKind } from '@lic/shared-api-types';
import type { GatewayName } from '../payment-state';

/**
 * A verified gateway answer that people must look at: the payment stays as it was and finance staff look at
 * it with the gateway by hand, then close the item with a note. `kind` and `reason` (Spanish) say why
 * (PaymentReviewKind of @lic/shared-api-types; docs/api/payments.md, "Lista de revisión"). One item per
 * (payment, kind, gateway, transaction, code): the same answer again opens nothing.
 */
@Entity({ schema: 'payments', tableName: 'payment_review' })
@Unique({ name: 'payment_review_answer_unique', properties: ['paymentId', 'kind', 'gateway', 'transactionId', 'responseCode'] })
@Index({ name: 'payment_review_open_idx', properties: ['resolvedOn', 'openedOn'] })
export class PaymentReview {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  paymentId!: string;

  @Property({ type: 'uuid' })
  referenceUuid!: string;

  @Property({ type: 'string', length: 20 })
  paymentReference!: string;

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 20 })
  gateway!: GatewayName;

  @Property({ type: 'string', length: 100 })
  transactionId!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  gatewayReference?: string | null;

  @Property({ type: 'string', length: 10 })
  responseCode!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  responseText?: string | null;

  @Property({ type: 'string', length: 15 })
  source!: AnswerSource;

  @Property({ type: 'string', length: 20, default: 'UNKNOWN_CODE' })
  kind: PaymentReviewKind = 'UNKNOWN_CODE';

  /** Why it is here, for staff (Spanish). */
  @Property({ type: 'string', length: 500 })
  reason!: string;

  /** The payment's state when the answer arrived. */
  @Property({ type: 'string', length: 10 })
  paymentState!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  openedOn!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  resolvedOn?: Date | null;

  @Property({ type: 'string', length: 100, nullable: true })
  resolvedBy?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  resolutionNote?: string | null;

  static of(
    payment: Payment,
    answer: GatewayAnswer,
    source: AnswerSource,
    at: Date,
    why: { kind: PaymentReviewKind; reason: string },
  ): PaymentReview {
    const review = new PaymentReview();
    review.kind = why.kind;
    review.reason = why.reason.slice(0, 500);
    review.paymentId = payment.id;
    review.referenceUuid = payment.referenceUuid;
    review.paymentReference = payment.paymentReference;
    review.appName = payment.appName;
    review.gateway = answer.gateway;
    review.transactionId = answer.transactionId.slice(0, 100);
    review.gatewayReference = answer.gatewayReference?.slice(0, 100) ?? null;
    review.responseCode = (answer.responseCode ?? '').slice(0, 10);
    review.responseText = answer.responseText?.slice(0, 500) ?? null;
    review.source = source;
    review.paymentState = payment.state;
    review.openedOn = at;
    return review;
  }

  get isOpen(): boolean {
    return !this.resolvedOn;
  }

  resolve(by: string, note: string, at: Date): void {
    this.resolvedOn = at;
    this.resolvedBy = by.slice(0, 100);
    this.resolutionNote = note.slice(0, 500);
  }
}

export type { PaymentReviewKind };
