import { Inject, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { PaymentApprovedEvent } from '@lic/server-payments-api';
import { RecordPromoCodeUseCommand } from '@lic/server-storefront-api';
import { bogotaDate } from '../../../domain/bogota-calendar';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { PurchaseOrderState } from '../../../domain/purchase-order-state';

/**
 * The payments context approved the payment of an order: the order becomes approved (6) and its promo
 * code's use is consumed (design.md §5: when the order is paid). Only an order awaiting payment (1 or 5)
 * moves, under its row lock, so a replayed event changes nothing and consumes no second use; SIN_PAGO
 * orders are already activated (8) and stay so. Errors reach the delivery engine, which retries.
 */
@EventsHandler(PaymentApprovedEvent)
export class ApproveOrderOnPaymentApproved implements IEventHandler<PaymentApprovedEvent> {
  private readonly logger = new Logger('Ordering');

  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(event: PaymentApprovedEvent): Promise<void> {
    const approvedAt = event.approvedAt instanceof Date ? event.approvedAt : this.clock.now();
    const promotionCode = await this.em.fork().transactional(async (tx) => {
      const order = await tx.findOne(PurchaseOrder, { id: event.referenceUuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) {
        this.logger.warn({ order: event.referenceUuid, payment: event.paymentId }, 'payment approved for an unknown order');
        return null;
      }
      if (order.state !== PurchaseOrderState.REGISTERED && order.state !== PurchaseOrderState.PENDING_CASH) return null;
      order.approve(approvedAt);
      await tx.flush();
      return order.promotionCode ?? null;
    });
    if (promotionCode) await this.commandBus.execute(new RecordPromoCodeUseCommand(promotionCode, bogotaDate(approvedAt)));
  }
}
