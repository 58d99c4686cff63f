import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { DocumentIssuer } from '../../document-issuer';

/** A paid order's payment was reversed: its invoice is credited in full (credit note, CUDE), or cancelled while it waits. */
@EventsHandler(PaymentReversedEvent)
export class IssueCreditNoteOnPaymentReversed implements IEventHandler<PaymentReversedEvent> {
  constructor(private readonly issuer: DocumentIssuer) {}

  async handle(event: PaymentReversedEvent): Promise<void> {
    const reason = `Pago reversado por la pasarela${event.reason ? ` (${event.reason})` : ''}`;
    // As a staff cancellation: credited, or cancelled while it waits for a range (it would otherwise wait for one).
    await this.issuer.undoSale(event.referenceUuid, reason.slice(0, 300));
  }
}
