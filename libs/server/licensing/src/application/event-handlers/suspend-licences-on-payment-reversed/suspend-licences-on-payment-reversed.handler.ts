import { EventsHandler, CommandBus, type IEventHandler } from '@nestjs/cqrs';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { SuspendOrderLicencesCommand } from '../../commands/suspend-order-licences/suspend-order-licences.command';

/** Spanish reason kept on the plans when the gateway gives none (customers and staff read it). */
export const REVERSAL_REASON = 'Pago reversado por la pasarela de pagos';

/**
 * An approved payment was reversed (ePayco "Reversada"): the order's licences are suspended. Idempotent
 * (licence_suspension), and it throws on failure so that the delivery retries it.
 */
@EventsHandler(PaymentReversedEvent)
export class SuspendLicencesOnPaymentReversed implements IEventHandler<PaymentReversedEvent> {
  constructor(private readonly commandBus: CommandBus) {}

  async handle(event: PaymentReversedEvent): Promise<void> {
    const reversedAt = event.reversedAt instanceof Date ? event.reversedAt : new Date(event.reversedAt);
    const reason = event.reason?.trim() ? `${REVERSAL_REASON}: ${event.reason.trim()}` : REVERSAL_REASON;
    await this.commandBus.execute(new SuspendOrderLicencesCommand(event.referenceUuid, event.paymentReference ?? null, reversedAt, reason));
  }
}
