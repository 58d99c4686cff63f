import { EventsHandler, CommandBus, type IEventHandler } from '@nestjs/cqrs';
import { PurchaseOrderCancelledEvent } from '@lic/server-ordering-api';
import { SuspendOrderLicencesCommand } from '../../commands/suspend-order-licences/suspend-order-licences.command';

/** Spanish reason kept on the plans of a cancelled order (customers and staff read it), before staff's own words. */
export const CANCELLATION_REASON = 'Orden anulada';

/**
 * Staff cancelled a paid order (decision 0066): its licences are suspended exactly as for a reversed payment,
 * by the same command (idempotent through licence_suspension; it throws so that the delivery retries it).
 */
@EventsHandler(PurchaseOrderCancelledEvent)
export class SuspendLicencesOnOrderCancelled implements IEventHandler<PurchaseOrderCancelledEvent> {
  constructor(private readonly commandBus: CommandBus) {}

  async handle(event: PurchaseOrderCancelledEvent): Promise<void> {
    const cancelledAt = event.cancelledAt instanceof Date ? event.cancelledAt : new Date(event.cancelledAt);
    const reason = `${CANCELLATION_REASON}: ${event.reason.trim()}`.slice(0, 200);
    await this.commandBus.execute(new SuspendOrderLicencesCommand(event.referenceUuid, event.paymentReference, cancelledAt, reason));
  }
}
