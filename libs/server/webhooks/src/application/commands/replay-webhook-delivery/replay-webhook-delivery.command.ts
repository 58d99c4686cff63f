import { Command } from '@nestjs/cqrs';
import type { WebhookDeliveryView } from '@lic/shared-api-types';

/** Its app or staff send a delivery again: the same event id and body, a new signature timestamp, new attempts. */
export class ReplayWebhookDeliveryCommand extends Command<WebhookDeliveryView> {
  constructor(
    readonly deliveryId: string,
    /** The calling app (deliveries of its own webhooks only), or null for staff. */
    readonly callerApp: string | null,
  ) {
    super();
  }
}
