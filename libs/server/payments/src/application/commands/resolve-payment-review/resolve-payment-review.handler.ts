import { Inject, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { PaymentReviewRecord } from '@lic/shared-api-types';
import { Payment } from '../../../domain/payment.entity';
import { PaymentReviewNotFoundError, PaymentReviewResolvedError } from '../../../domain/payment.errors';
import { PaymentReview } from '../../../domain/review/payment-review.entity';
import { paymentReviewRecordOf } from '../../queries/list-payment-reviews/list-payment-reviews.handler';
import { ResolvePaymentReviewCommand } from './resolve-payment-review.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Closes an open review item under its row lock: two staff at once, one wins, the other gets 422. */
@CommandHandler(ResolvePaymentReviewCommand)
export class ResolvePaymentReviewHandler implements ICommandHandler<ResolvePaymentReviewCommand> {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ id, note, by }: ResolvePaymentReviewCommand): Promise<PaymentReviewRecord> {
    if (!UUID.test(id)) throw new PaymentReviewNotFoundError();
    const record = await this.em.fork().transactional(async (tx) => {
      const review = await tx.findOne(PaymentReview, { id: id.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!review) throw new PaymentReviewNotFoundError();
      if (!review.isOpen) throw new PaymentReviewResolvedError();
      review.resolve(by, note.trim(), this.clock.now());
      await tx.flush();
      const payment = await tx.findOne(Payment, { id: review.paymentId }, { fields: ['amount'] });
      return paymentReviewRecordOf(review, Number(payment?.amount ?? 0));
    });
    this.logger.log({ review: record.id, order: record.referenceUuid, by }, 'payment review resolved');
    return record;
  }
}
