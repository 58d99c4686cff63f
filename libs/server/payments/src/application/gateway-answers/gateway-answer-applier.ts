import { Inject, Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, recordEvents, type Clock } from '@lic/server-kernel';
import { centsOf } from '../../domain/gateway-answer';
import type { HeldConfirmation } from '../../domain/held-confirmation.entity';
import { PaymentAttempt, type AnswerSource, type GatewayAnswer } from '../../domain/payment-attempt.entity';
import { Payment } from '../../domain/payment.entity';
import { ConfirmationRejectedError, PaymentNotFoundError } from '../../domain/payment.errors';
import { PaymentReview, type PaymentReviewKind } from '../../domain/review/payment-review.entity';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../infrastructure/config/payments.config';
import type { ConfirmationResult } from '../commands/confirm-gateway-payment/confirm-gateway-payment.command';
import type { ConfirmationReading, PaymentGateway } from '../ports/payment-gateway.port';
import { ReviewReason } from './review-reasons';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type VerifiedReading = Extract<ConfirmationReading, { ok: true }>;

/** What applying an answer did; `refused` when it did not fit and went to the review list instead (its reason). */
export interface AppliedAnswer extends ConfirmationResult {
  refused: string | null;
  /** A review item was opened by this answer (an unknown code, an unclear test flag, a refusal). */
  reviewOpened: boolean;
}

interface Refusal {
  kind: PaymentReviewKind;
  reason: string;
}

/**
 * Applies a verified gateway answer to its payment, in one transaction under the payment's row lock and a lock
 * on the gateway's transaction: the payment's gateway, reference, amount and currency (exactly the payment's,
 * COP); a transaction already kept for another payment goes to the review list with its reason; a replay of a
 * kept answer changes nothing; otherwise the answer is kept, decides or reverses the payment (its event in the
 * same transaction), and an unknown code opens a review item.
 *
 * Two kinds of answer: a confirmation (the sender's word: the payment it names, by x_id_invoice), and the
 * gateway's own record of a payment we asked it about (`record`). In production only a record counts
 * (docs/decisions/0041); a record that names another order, amount or currency, or does not say clearly
 * whether it is a test, goes to the review list.
 */
@Injectable()
export class GatewayAnswerApplier {
  private readonly logger = new Logger('PaymentConfirmation');

  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The payment a confirmation names, checked as far as the confirmation can say without the gateway: known
   * (404), of this gateway and online, of this amount and currency (400). Nothing is locked or written.
   */
  async paymentNamedBy(gateway: PaymentGateway, reading: VerifiedReading): Promise<Payment> {
    const payment = await this.em.fork().findOne(Payment, { paymentReference: reading.paymentReference });
    this.checkNamed(gateway, reading, payment, 'CONFIRMATION');
    return payment as Payment;
  }

  /**
   * Applies an answer: a confirmation to the payment it names, or (`record`) the gateway's own record to the
   * payment we asked about.
   */
  async apply(
    gateway: PaymentGateway,
    reading: VerifiedReading,
    source: AnswerSource,
    record?: { paymentId: string },
  ): Promise<AppliedAnswer> {
    const { answer } = reading;
    const context = { gateway: gateway.name, invoice: reading.paymentReference, transaction: answer.transactionId, source };

    return this.em.fork().transactional(async (tx) => {
      const payment = await tx.findOne(Payment, record ? { id: record.paymentId } : { paymentReference: reading.paymentReference }, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (record) {
        if (!payment) throw new PaymentNotFoundError();
        this.checkGateway(gateway, payment, context);
      } else {
        this.checkNamed(gateway, reading, payment, source);
      }
      const found = payment as Payment;
      // Answers about one transaction go one at a time, whichever payment they name.
      await tx
        .getConnection()
        .execute(
          'select pg_advisory_xact_lock(hashtext(?)) as locked',
          [`payments.transaction:${answer.gateway}:${answer.transactionId}`],
          'all',
          tx.getTransactionContext(),
        );

      const refusal = (record ? this.recordMismatch(found, reading) : null) ?? (await this.reusedTransaction(tx, found, reading));
      if (refusal) {
        const opened = await this.openReview(tx, found, reading.answer, source, refusal);
        this.logger.warn(
          { ...context, payment: found.id, kind: refusal.kind, reason: refusal.reason },
          'gateway answer refused: sent to review',
        );
        return { ...this.resultOf(found, 'NONE', false), refused: refusal.reason, reviewOpened: opened };
      }
      if (record && answer.test === null && !this.config.acceptTestTransactions) {
        const reason = ReviewReason.testFlagUnclear(answer.transactionId, reading.testFlagText);
        const opened = await this.openReview(tx, found, reading.answer, source, { kind: 'TEST_FLAG_UNCLEAR', reason });
        this.logger.warn(
          { ...context, payment: found.id, flag: reading.testFlagText },
          'gateway record does not say whether it is a test: sent to review',
        );
        return { ...this.resultOf(found, 'NONE', false), refused: null, reviewOpened: opened };
      }

      const kept = await tx.count(PaymentAttempt, {
        gateway: answer.gateway,
        transactionId: answer.transactionId,
        outcome: answer.outcome,
      });
      const reviewed = answer.known ? 1 : await this.reviewsLike(tx, found, answer, 'UNKNOWN_CODE');
      if (kept > 0 && reviewed > 0) {
        this.logger.log({ ...context, payment: found.id }, 'confirmation replayed: nothing changes');
        return { ...this.resultOf(found, 'NONE', true), refused: null, reviewOpened: false };
      }

      const now = this.clock.now();
      const previous = found.state;
      let effect: ConfirmationResult['effect'] = 'NONE';
      if (kept === 0) {
        const answered = found.answer(answer, now, {
          acceptTestTransactions: this.config.acceptTestTransactions,
          requireGatewayRecord: this.config.confirmThroughGatewayRecord,
          fromGatewayRecord: record !== undefined,
          source,
        });
        effect = answered.effect;
        tx.persist(answered.attempt);
        if (answered.event) recordEvents(tx, answered.event);
      }
      if (reviewed === 0) {
        tx.persist(
          PaymentReview.of(found, answer, source, now, {
            kind: 'UNKNOWN_CODE',
            reason: ReviewReason.unknownCode(answer.responseCode, answer.responseText),
          }),
        );
      }
      await tx.flush();

      if (effect !== 'NONE') {
        this.logger.log(
          { ...context, payment: found.id, order: found.referenceUuid, state: found.state },
          'payment decided by the gateway',
        );
      } else if (answer.test !== false && !this.config.acceptTestTransactions) {
        this.logger.warn({ ...context, payment: found.id, outcome: answer.outcome }, 'test transaction kept without effect in production');
      } else if (!answer.known) {
        this.logger.warn({ ...context, payment: found.id, code: answer.responseCode }, 'unknown gateway code: sent to the review list');
      } else if (previous !== 'PENDING' && answer.outcome !== 'PENDING' && answer.outcome !== previous) {
        // e.g. an approval after a rejection: money to look at by hand.
        this.logger.warn(
          { ...context, payment: found.id, state: previous, outcome: answer.outcome },
          'gateway answer contradicts a decided payment',
        );
      }
      return { ...this.resultOf(found, effect, false), refused: null, reviewOpened: reviewed === 0 };
    });
  }

  /** A review item of this kind for an answer, unless one is there already; whether one was opened. */
  private async openReview(
    tx: EntityManager,
    payment: Payment,
    answer: GatewayAnswer,
    source: AnswerSource,
    why: Refusal,
  ): Promise<boolean> {
    if ((await this.reviewsLike(tx, payment, answer, why.kind)) > 0) return false;
    await tx.persist(PaymentReview.of(payment, answer, source, this.clock.now(), why)).flush();
    return true;
  }

  /** The review item of a kept confirmation the gateway never confirmed (the reconciliation job gives up on it). */
  async openHeldReview(payment: Payment, hold: HeldConfirmation, reason: string): Promise<boolean> {
    const answer: GatewayAnswer = {
      gateway: hold.gateway,
      transactionId: hold.transactionId,
      gatewayReference: hold.gatewayReference ?? null,
      outcome: payment.state,
      responseCode: hold.responseCode ?? null,
      responseText: null,
      amount: Number(payment.amount),
      currency: payment.currency,
      test: null,
      known: true,
    };
    return this.em.fork().transactional((tx) => this.openReview(tx, payment, answer, 'RECONCILIATION', { kind: 'NOT_CONFIRMED', reason }));
  }

  private reviewsLike(tx: EntityManager, payment: Payment, answer: GatewayAnswer, kind: PaymentReviewKind): Promise<number> {
    return tx.count(PaymentReview, {
      paymentId: payment.id,
      kind,
      gateway: answer.gateway,
      transactionId: answer.transactionId.slice(0, 100),
      responseCode: (answer.responseCode ?? '').slice(0, 10),
    });
  }

  /** The transaction was kept for another payment: this answer presents it for a second one. */
  private async reusedTransaction(tx: EntityManager, payment: Payment, reading: VerifiedReading): Promise<Refusal | null> {
    const other = await tx.findOne(
      PaymentAttempt,
      { gateway: reading.answer.gateway, transactionId: reading.answer.transactionId, payment: { $ne: payment.id } },
      { populate: ['payment'], orderBy: { receivedOn: 'asc' } },
    );
    if (!other) return null;
    return {
      kind: 'TRANSACTION_REUSED',
      reason: ReviewReason.transactionReused(reading.answer.transactionId, other.payment.paymentReference, payment.paymentReference),
    };
  }

  /** The gateway's record is about another order, amount or currency than the payment we asked about. */
  private recordMismatch(payment: Payment, reading: VerifiedReading): Refusal | null {
    const { answer } = reading;
    if (reading.paymentReference !== payment.paymentReference || (reading.paymentId !== null && reading.paymentId !== payment.id)) {
      return {
        kind: 'RECORD_MISMATCH',
        reason: ReviewReason.otherReference(answer.transactionId, reading.paymentReference, payment.paymentReference),
      };
    }
    if (centsOf(answer.amount) !== centsOf(payment.amount)) {
      return { kind: 'RECORD_MISMATCH', reason: ReviewReason.otherAmount(answer.transactionId, answer.amount, Number(payment.amount)) };
    }
    if (answer.currency !== payment.currency) {
      return { kind: 'RECORD_MISMATCH', reason: ReviewReason.otherCurrency(answer.transactionId, answer.currency, payment.currency) };
    }
    return null;
  }

  /** A confirmation's own claims: the payment it names exists, is this gateway's, of this amount and currency. */
  private checkNamed(
    gateway: PaymentGateway,
    reading: VerifiedReading,
    payment: Payment | null,
    source: AnswerSource,
  ): asserts payment is Payment {
    const { answer } = reading;
    const context = { gateway: gateway.name, invoice: reading.paymentReference, transaction: answer.transactionId, source };
    if (!payment || (reading.paymentId !== null && (!UUID.test(reading.paymentId) || reading.paymentId !== payment.id))) {
      this.logger.warn({ ...context, paymentId: reading.paymentId }, 'confirmation refused: unknown payment');
      throw new PaymentNotFoundError();
    }
    this.checkGateway(gateway, payment, context);
    if (centsOf(answer.amount) !== centsOf(payment.amount) || answer.currency !== payment.currency) {
      this.logger.warn(
        { ...context, payment: payment.id, amount: reading.amountText, currency: answer.currency, expected: Number(payment.amount) },
        'confirmation refused: amount or currency differ from the payment',
      );
      throw new ConfirmationRejectedError();
    }
  }

  private checkGateway(gateway: PaymentGateway, payment: Payment, context: Record<string, unknown>): void {
    if (payment.method !== 'EN_LINEA' || payment.gateway !== gateway.name) {
      this.logger.warn(
        { ...context, payment: payment.id, method: payment.method, paymentGateway: payment.gateway },
        'confirmation refused: not a payment of this gateway',
      );
      throw new ConfirmationRejectedError();
    }
  }

  private resultOf(payment: Payment, effect: ConfirmationResult['effect'], replay: boolean): ConfirmationResult {
    return { paymentId: payment.id, referenceUuid: payment.referenceUuid, state: payment.state, effect, replay };
  }
}
