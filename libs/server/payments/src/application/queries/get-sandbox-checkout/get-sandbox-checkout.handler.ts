import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PaymentAttempt } from '../../../domain/payment-attempt.entity';
import { Payment } from '../../../domain/payment.entity';
import { PaymentNotFoundError } from '../../../domain/payment.errors';
import { PaymentGateways } from '../../../infrastructure/gateways/payment-gateways';
import { GetSandboxCheckoutQuery, type SandboxCheckoutView } from './get-sandbox-checkout.query';

@QueryHandler(GetSandboxCheckoutQuery)
export class GetSandboxCheckoutHandler implements IQueryHandler<GetSandboxCheckoutQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateways: PaymentGateways,
  ) {}

  async execute({ paymentId }: GetSandboxCheckoutQuery): Promise<SandboxCheckoutView> {
    const em = this.em.fork();
    const payment = this.gateways.sandbox ? await em.findOne(Payment, { id: paymentId, gateway: 'SANDBOX' }) : null;
    if (!payment) throw new PaymentNotFoundError();
    const last = await em.findOne(PaymentAttempt, { payment: payment.id }, { orderBy: { receivedOn: 'desc' }, fields: ['outcome'] });
    return {
      paymentId: payment.id,
      referenceUuid: payment.referenceUuid,
      paymentReference: payment.paymentReference,
      customerName: payment.customerName,
      lines: payment.lines,
      amount: Number(payment.amount),
      taxIva: Number(payment.taxIva),
      currency: payment.currency,
      state: payment.state,
      lastAnswer: last?.outcome ?? null,
    };
  }
}
