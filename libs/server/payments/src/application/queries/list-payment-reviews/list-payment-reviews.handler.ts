import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PaymentReviewRecord, RecordsResult } from '@lic/shared-api-types';
import { Payment } from '../../../domain/payment.entity';
import { PaymentReview } from '../../../domain/review/payment-review.entity';
import { ListPaymentReviewsQuery } from './list-payment-reviews.query';

const LIMIT = 200;

export function paymentReviewRecordOf(review: PaymentReview, amount: number): PaymentReviewRecord {
  return {
    id: review.id,
    referenceUuid: review.referenceUuid,
    paymentReference: review.paymentReference,
    appName: review.appName,
    gateway: review.gateway,
    transactionId: review.transactionId,
    gatewayReference: review.gatewayReference ?? null,
    kind: review.kind,
    reason: review.reason,
    responseCode: review.responseCode,
    responseText: review.responseText ?? null,
    source: review.source,
    paymentState: review.paymentState,
    amount,
    openedOn: review.openedOn.toISOString(),
    resolvedOn: review.resolvedOn ? review.resolvedOn.toISOString() : null,
    resolvedBy: review.resolvedBy ?? null,
    resolutionNote: review.resolutionNote ?? null,
  };
}

@QueryHandler(ListPaymentReviewsQuery)
export class ListPaymentReviewsHandler implements IQueryHandler<ListPaymentReviewsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ status }: ListPaymentReviewsQuery): Promise<RecordsResult<PaymentReviewRecord>> {
    const em = this.em.fork();
    const open = status === 'OPEN';
    const where = { resolvedOn: open ? null : { $ne: null } };
    const [reviews, count] = await em.findAndCount(PaymentReview, where, {
      orderBy: open ? { openedOn: 'asc' } : { resolvedOn: 'desc' },
      limit: LIMIT,
    });
    const payments = await em.find(
      Payment,
      { id: { $in: [...new Set(reviews.map((review) => review.paymentId))] } },
      { fields: ['id', 'amount'] },
    );
    const amounts = new Map(payments.map((payment) => [payment.id, Number(payment.amount)]));
    return { records: reviews.map((review) => paymentReviewRecordOf(review, amounts.get(review.paymentId) ?? 0)), count };
  }
}
