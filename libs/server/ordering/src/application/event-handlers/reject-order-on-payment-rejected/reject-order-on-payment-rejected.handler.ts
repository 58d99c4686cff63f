import { Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PaymentRejectedEvent } from '@lic/server-payments-api';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { PurchaseOrderState } from '../../../domain/purchase-order-state';

/**
 * The payments context rejected the payment of an order: an order awaiting payment (1 or 5) becomes rejected (7),
 * under its row lock, so a replay changes nothing.
 */
@EventsHandler(PaymentRejectedEvent)
export class RejectOrderOnPaymentRejected implements IEventHandler<PaymentRejectedEvent> {
  private readonly logger = new Logger('Ordering');

  constructor(private readonly em: EntityManager) {}

  async handle(event: PaymentRejectedEvent): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const order = await tx.findOne(PurchaseOrder, { id: event.referenceUuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) {
        this.logger.warn({ order: event.referenceUuid, payment: event.paymentId }, 'payment rejected for an unknown order');
        return;
      }
      if (order.state !== PurchaseOrderState.REGISTERED && order.state !== PurchaseOrderState.PENDING_CASH) return;
      order.reject();
      await tx.flush();
    });
  }
}
