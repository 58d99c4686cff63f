import { Inject, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, recordEvents, type Clock } from '@lic/server-kernel';
import { centsOf } from '../../../domain/gateway-answer';
import { PaymentAttempt } from '../../../domain/payment-attempt.entity';
import { Payment } from '../../../domain/payment.entity';
import { ConfirmationRejectedError, PaymentNotFoundError } from '../../../domain/payment.errors';
import { gatewayNamed } from '../../../domain/payment-state';
import { PaymentGateways } from '../../../infrastructure/gateways/payment-gateways';
import { ConfirmGatewayPaymentCommand, type ConfirmationResult } from './confirm-gateway-payment.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies and applies a gateway confirmation: signature first (nothing is looked up for an unsigned
 * answer), then the payment by its reference (row locked, so concurrent answers go one at a time), its
 * gateway, amount and currency; a replay of a kept answer changes nothing; otherwise the answer is kept
 * and decides a pending payment, its event in the same transaction.
 */
@CommandHandler(ConfirmGatewayPaymentCommand)
export class ConfirmGatewayPaymentHandler implements ICommandHandler<ConfirmGatewayPaymentCommand> {
  private readonly logger = new Logger('PaymentConfirmation');

  constructor(
    private readonly em: EntityManager,
    private readonly gateways: PaymentGateways,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ gateway: segment, fields }: ConfirmGatewayPaymentCommand): Promise<ConfirmationResult> {
    const gateway = this.gateways.named(gatewayNamed(segment));
    if (!gateway) {
      this.logger.warn({ gateway: segment }, 'confirmation refused: gateway not enabled');
      throw new PaymentNotFoundError();
    }
    const reading = gateway.readConfirmation(fields);
    if (!reading.ok) {
      this.logger.warn(
        { gateway: gateway.name, reason: reading.reason, invoice: fields.x_id_invoice ?? fields.reference ?? null },
        'confirmation refused',
      );
      throw new ConfirmationRejectedError();
    }
    const { answer } = reading;
    const context = { gateway: gateway.name, invoice: reading.paymentReference, transaction: answer.transactionId };

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
      if (kept > 0) {
        this.logger.log({ ...context, payment: payment.id }, 'confirmation replayed: nothing changes');
        return { paymentId: payment.id, referenceUuid: payment.referenceUuid, state: payment.state, effect: 'NONE', replay: true };
      }

      const previous = payment.state;
      const { attempt, effect, event } = payment.answer(answer, this.clock.now());
      tx.persist(attempt);
      if (event) recordEvents(tx, event);
      await tx.flush();

      if (effect !== 'NONE') {
        this.logger.log(
          { ...context, payment: payment.id, order: payment.referenceUuid, state: payment.state },
          'payment decided by the gateway',
        );
      } else if (previous !== 'PENDING' && answer.outcome !== 'PENDING' && answer.outcome !== previous) {
        // e.g. an approval after a rejection, or a reversal after an approval: money to look at by hand.
        this.logger.warn(
          { ...context, payment: payment.id, state: previous, outcome: answer.outcome },
          'gateway answer contradicts a decided payment',
        );
      }
      return { paymentId: payment.id, referenceUuid: payment.referenceUuid, state: payment.state, effect, replay: false };
    });
  }
}
