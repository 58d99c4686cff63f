import { Inject } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { PaymentApprovedEvent } from '@lic/server-payments-api';
import { IssueLicencesCommand } from '../../commands/issue-licences/issue-licences.command';

/**
 * The payment of an order was approved (gateway, cash, or SIN_PAGO / an activated trial, which payments
 * approves at once): its licences are issued. A replayed event issues nothing (licence_issue). An error
 * (e.g. the database unreachable) fails the delivery, which the engine retries until the licences exist.
 */
@EventsHandler(PaymentApprovedEvent)
export class IssueLicencesOnPaymentApproved implements IEventHandler<PaymentApprovedEvent> {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(event: PaymentApprovedEvent): Promise<void> {
    const approvedAt = event.approvedAt instanceof Date ? event.approvedAt : this.clock.now();
    await this.commandBus.execute(new IssueLicencesCommand(event.referenceUuid, approvedAt));
  }
}
