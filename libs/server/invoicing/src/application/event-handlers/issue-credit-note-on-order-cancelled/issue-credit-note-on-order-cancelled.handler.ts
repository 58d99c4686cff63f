import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PurchaseOrderCancelledEvent } from '@lic/server-ordering-api';
import { DocumentIssuer } from '../../document-issuer';

/** Spanish prefix of the credit note's reason (DIAN's DiscrepancyResponse), before staff's own words. */
export const CANCELLATION_NOTE = 'Anulación de la orden de compra';

/**
 * Staff cancelled a paid order (decision 0066): its invoice is credited in full by a credit note (CUDE) with
 * their reason, or cancelled when it still waits for a numbering range. A failure is retried by the delivery.
 */
@EventsHandler(PurchaseOrderCancelledEvent)
export class IssueCreditNoteOnOrderCancelled implements IEventHandler<PurchaseOrderCancelledEvent> {
  constructor(private readonly issuer: DocumentIssuer) {}

  async handle(event: PurchaseOrderCancelledEvent): Promise<void> {
    if (Number(event.total) <= 0) return;
    await this.issuer.undoSale(event.referenceUuid, `${CANCELLATION_NOTE}: ${event.reason.trim()}`.slice(0, 300));
  }
}
