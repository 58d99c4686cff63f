import { Inject, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, ConflictError, recordEvents, type Clock } from '@lic/server-kernel';
import { PurchaseOrderAdminMessage, PURCHASE_ORDER_STATE_NAMES } from '../../../domain/purchase-order-admin.messages';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { PurchaseOrderState } from '../../../domain/purchase-order-state';
import { CancelPurchaseOrderCommand, type CancelPurchaseOrderResult } from './cancel-purchase-order.command';

/**
 * Cancels a paid order under its row lock (decision 0066): 6 → 11 and PurchaseOrderCancelled in the outbox in
 * the same transaction, so licensing suspends its licences and invoicing credits its invoice exactly once.
 * Two clicks at once queue on the lock: the second finds the order cancelled and answers it unchanged. Any
 * other state (unpaid, rejected, reversed, free, trial) is a 409: there is nothing paid to cancel.
 */
@CommandHandler(CancelPurchaseOrderCommand)
export class CancelPurchaseOrderHandler implements ICommandHandler<CancelPurchaseOrderCommand> {
  private readonly logger = new Logger('Ordering');

  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CancelPurchaseOrderCommand): Promise<CancelPurchaseOrderResult | null> {
    return this.em.fork().transactional(async (tx) => {
      const order = await tx.findOne(PurchaseOrder, { id: command.referenceUuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) return null;
      if (order.state === PurchaseOrderState.CANCELLED) return resultOf(order, false);
      if (order.state !== PurchaseOrderState.APPROVED) {
        throw new ConflictError('ORDERING.ORDER_NOT_CANCELLABLE', PurchaseOrderAdminMessage.notCancellable, { state: order.state });
      }
      recordEvents(tx, order.cancel(command.cancelledBy, command.reason, this.clock.now()));
      await tx.flush();
      this.logger.warn({ order: order.id, by: command.cancelledBy }, 'paid order cancelled by staff');
      return resultOf(order, true);
    });
  }
}

function resultOf(order: PurchaseOrder, cancelledNow: boolean): CancelPurchaseOrderResult {
  return {
    referenceUuid: order.id,
    paymentReference: order.paymentReference,
    state: order.state as CancelPurchaseOrderResult['state'],
    stateName: PURCHASE_ORDER_STATE_NAMES[order.state],
    cancelledOn: order.cancelledOn!.toISOString(),
    cancelledBy: order.cancelledBy ?? '',
    reason: order.cancellationReason ?? '',
    cancelledNow,
  };
}
