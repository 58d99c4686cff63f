import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PaymentApprovedEvent } from '@lic/server-payments-api';
import { DocumentIssuer } from '../../document-issuer';

/**
 * The payment of an order was approved (online, cash or none): its invoice is issued. Licences do not wait
 * for it (licensing reacts to the same event); a failure is retried by the delivery engine, and a missing
 * numbering range leaves the invoice waiting in the queue.
 */
@EventsHandler(PaymentApprovedEvent)
export class IssueInvoiceOnPaymentApproved implements IEventHandler<PaymentApprovedEvent> {
  constructor(private readonly issuer: DocumentIssuer) {}

  async handle(event: PaymentApprovedEvent): Promise<void> {
    await this.issuer.issueInvoice(event.referenceUuid);
  }
}
