import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPaymentOutcomeQuery, type PaymentOutcome } from '@lic/server-payments-api';
import { PaymentAttempt } from '../../../domain/payment-attempt.entity';
import { Payment } from '../../../domain/payment.entity';

/** Ordering's status page asks this, so it follows a decision before the event has reached the order. */
@QueryHandler(GetPaymentOutcomeQuery)
export class GetPaymentOutcomeHandler implements IQueryHandler<GetPaymentOutcomeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ referenceUuid }: GetPaymentOutcomeQuery): Promise<PaymentOutcome | null> {
    const em = this.em.fork();
    const payment = await em.findOne(Payment, { referenceUuid }, { fields: ['id', 'state', 'method', 'gateway', 'decidedOn'] });
    if (!payment) return null;
    const last = await em.findOne(PaymentAttempt, { payment: payment.id }, { orderBy: { receivedOn: 'desc' }, fields: ['outcome'] });
    return {
      paymentId: payment.id,
      state: payment.state,
      method: payment.method,
      gateway: payment.gateway ?? null,
      lastAnswer: last?.outcome ?? null,
      decidedAt: payment.decidedOn ?? null,
    };
  }
}
