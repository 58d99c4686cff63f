import { Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { PurchaseOrderState } from '../../../domain/purchase-order-state';

/**
 * The gateway reversed the approved payment of an order: the order becomes "Pago reversado" (10), under its
 * row lock, so a replayed event changes nothing. Events may cross: when the reversal arrives before the
 * approval the order goes from 1 or 5 straight to 10, and the late approval then finds it reversed and leaves
 * it (ApproveOrderOnPaymentApproved moves only 1 and 5). The promo code use stays counted when the approval
 * came first. Licensing suspends the order's licences from the same event.
 */
@EventsHandler(PaymentReversedEvent)
export class ReverseOrderOnPaymentReversed implements IEventHandler<PaymentReversedEvent> {
  private readonly logger = new Logger('Ordering');

  constructor(private readonly em: EntityManager) {}

  async handle(event: PaymentReversedEvent): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const order = await tx.findOne(PurchaseOrder, { id: event.referenceUuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) {
        this.logger.warn({ order: event.referenceUuid, payment: event.paymentId }, 'payment reversed for an unknown order');
        return;
      }
      const reversible: number[] = [PurchaseOrderState.APPROVED, PurchaseOrderState.REGISTERED, PurchaseOrderState.PENDING_CASH];
      if (!reversible.includes(order.state)) return;
      order.reverse();
      await tx.flush();
      this.logger.warn({ order: order.id, payment: event.paymentId, transaction: event.gatewayTransactionId }, 'order reversed');
    });
  }
}
