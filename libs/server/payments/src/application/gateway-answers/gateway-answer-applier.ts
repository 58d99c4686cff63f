import { Inject, Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, recordEvents, type Clock } from '@lic/server-kernel';
import { centsOf } from '../../domain/gateway-answer';
import { PaymentAttempt, type AnswerSource } from '../../domain/payment-attempt.entity';
import { Payment } from '../../domain/payment.entity';
import { ConfirmationRejectedError, PaymentNotFoundError } from '../../domain/payment.errors';
import { PaymentReview } from '../../domain/review/payment-review.entity';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../infrastructure/config/payments.config';
import type { ConfirmationResult } from '../commands/confirm-gateway-payment/confirm-gateway-payment.command';
import type { ConfirmationReading, PaymentGateway } from '../ports/payment-gateway.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type VerifiedReading = Extract<ConfirmationReading, { ok: true }>;

/**
 * Applies a verified gateway answer (a confirmation, or the gateway's answer to the reconciliation job) to
 * its payment, in one transaction under the payment's row lock: the payment by its reference, its gateway,
 * amount and currency; a replay of a kept answer changes nothing; otherwise the answer is kept, decides
 * or reverses the payment (its event in the same transaction), and an unknown code opens a review item.
 */
@Injectable()
export class GatewayAnswerApplier {
  private readonly logger = new Logger('PaymentConfirmation');

  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async apply(gateway: PaymentGateway, reading: VerifiedReading, source: AnswerSource): Promise<ConfirmationResult> {
    const { answer } = reading;
    const context = { gateway: gateway.name, invoice: reading.paymentReference, transaction: answer.transactionId, source };

    return this.em.fork().transactional(async (tx) => {
      const payment = await tx.findOne(Payment, { paymentReference: reading.paymentReference }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment || (reading.paymentId !== null && (!UUID.test(reading.paymentId) || reading.paymentId !== payment.id))) {
        this.logger.warn({ ...context, paymentId: reading.paymentId }, 'confirmation refused: unknown payment');
        throw new PaymentNotFoundError();
      }
      if (payment.method !== 'EN_LINEA' || payment.gateway !== gateway.name) {
        this.logger.warn(
          { ...context, payment: payment.id, method: payment.method, paymentGateway: payment.gateway },
          'confirmation refused: not a payment of this gateway',
        );
        throw new ConfirmationRejectedError();
      }
      if (centsOf(answer.amount) !== centsOf(payment.amount) || answer.currency !== payment.currency) {
        this.logger.warn(
          { ...context, payment: payment.id, amount: reading.amountText, currency: answer.currency, expected: Number(payment.amount) },
          'confirmation refused: amount or currency differ from the payment',
        );
        throw new ConfirmationRejectedError();
      }

      const kept = await tx.count(PaymentAttempt, {
        gateway: answer.gateway,
        transactionId: answer.transactionId,
        outcome: answer.outcome,
      });
      const reviewed = answer.known
        ? 1
        : await tx.count(PaymentReview, {
            gateway: answer.gateway,
            transactionId: answer.transactionId.slice(0, 100),
            responseCode: (answer.responseCode ?? '').slice(0, 10),
          });
      if (kept > 0 && reviewed > 0) {
        this.logger.log({ ...context, payment: payment.id }, 'confirmation replayed: nothing changes');
        return { paymentId: payment.id, referenceUuid: payment.referenceUuid, state: payment.state, effect: 'NONE', replay: true };
      }

      const now = this.clock.now();
      const previous = payment.state;
      let effect: ConfirmationResult['effect'] = 'NONE';
      if (kept === 0) {
        const answered = payment.answer(answer, now, { acceptTestTransactions: this.config.acceptTestTransactions, source });
        effect = answered.effect;
        tx.persist(answered.attempt);
        if (answered.event) recordEvents(tx, answered.event);
      }
      if (reviewed === 0) tx.persist(PaymentReview.of(payment, answer, source, now));
      await tx.flush();

      if (effect !== 'NONE') {
        this.logger.log(
          { ...context, payment: payment.id, order: payment.referenceUuid, state: payment.state },
          'payment decided by the gateway',
        );
      } else if (answer.test && !this.config.acceptTestTransactions) {
        this.logger.warn(
          { ...context, payment: payment.id, outcome: answer.outcome },
          'test transaction kept without effect in production',
        );
      } else if (!answer.known) {
        this.logger.warn({ ...context, payment: payment.id, code: answer.responseCode }, 'unknown gateway code: sent to the review list');
      } else if (previous !== 'PENDING' && answer.outcome !== 'PENDING' && answer.outcome !== previous) {
        // e.g. an approval after a rejection: money to look at by hand.
        this.logger.warn(
          { ...context, payment: payment.id, state: previous, outcome: answer.outcome },
          'gateway answer contradicts a decided payment',
        );
      }
      return { paymentId: payment.id, referenceUuid: payment.referenceUuid, state: payment.state, effect, replay: false };
    });
  }
}
