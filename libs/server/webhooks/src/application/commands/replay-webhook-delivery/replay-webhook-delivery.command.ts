import { Command } from '@nestjs/cqrs';
import type { WebhookDeliveryView } from '@lic/shared-api-types';

/** Staff send a delivery again: the same event id and body, a new signature timestamp, new attempts. */
export class ReplayWebhookDeliveryCommand extends Command<WebhookDeliveryView> {
  constructor(readonly deliveryId: string) {
    super();
  }
}
