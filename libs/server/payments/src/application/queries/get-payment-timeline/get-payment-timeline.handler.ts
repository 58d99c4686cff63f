import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PaymentSupport } from '../../../domain/cash/payment-support.entity';
import { PaymentAttempt } from '../../../domain/payment-attempt.entity';
import { Payment } from '../../../domain/payment.entity';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../../infrastructure/config/payments.config';
import { GetPaymentTimelineQuery, type PaymentTimelineView } from '@lic/server-payments-api';

@QueryHandler(GetPaymentTimelineQuery)
export class GetPaymentTimelineHandler implements IQueryHandler<GetPaymentTimelineQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  async execute({ referenceUuid }: GetPaymentTimelineQuery): Promise<PaymentTimelineView | null> {
    const em = this.em.fork();
    const payment = await em.findOne(Payment, { referenceUuid });
    if (!payment) return null;
    const attempts = await em.find(PaymentAttempt, { payment: payment.id }, { orderBy: { receivedOn: 'asc' } });
    const supports = await em.find(PaymentSupport, { referenceUuid }, { orderBy: { uploadedOn: 'asc' } });
    return {
      paymentId: payment.id,
      referenceUuid: payment.referenceUuid,
      paymentReference: payment.paymentReference,
      method: payment.method,
      gateway: payment.gateway ?? null,
      state: payment.state,
      amount: Number(payment.amount),
      currency: payment.currency,
      openedOn: payment.createdOn,
      checkoutRequestedOn: payment.checkoutRequestedOn ?? null,
      decidedOn: payment.decidedOn ?? null,
      decidedBy: payment.decidedBy ?? null,
      gatewayTransactionId: payment.gatewayTransactionId ?? null,
      rejectReason: payment.rejectReason ?? null,
      rejectTypeId: payment.rejectTypeId ?? null,
      reversedOn: payment.reversedOn ?? null,
      reversalTransactionId: payment.reversalTransactionId ?? null,
      reversalReason: payment.reversalReason ?? null,
      attempts: attempts.map((attempt) => ({
        gateway: attempt.gateway,
        transactionId: attempt.transactionId,
        gatewayReference: attempt.gatewayReference ?? null,
        outcome: attempt.outcome,
        responseCode: attempt.responseCode ?? null,
        responseText: attempt.responseText ?? null,
        amount: Number(attempt.amount),
        currency: attempt.currency,
        effect: attempt.effect,
        receivedOn: attempt.receivedOn,
        test: attempt.test,
        // Test transactions count everywhere but in production, so one without effect there was ignored as such.
        ignoredAsTest: attempt.test && attempt.effect === 'NONE' && !this.config.acceptTestTransactions,
        source: attempt.source,
        needsReview: attempt.needsReview,
      })),
      supports: supports.map((support) => ({
        supportType: support.supportType,
        fileName: support.fileName,
        uploadedOn: support.uploadedOn,
        uploadedBy: support.uploadedBy ?? null,
      })),
    };
  }
}
