import { Query } from '@nestjs/cqrs';
import type { WebhookDeliveryLogEntry } from '@lic/shared-api-types';

/** The delivery log of a webhook: its latest deliveries, newest first, each with its attempts. */
export class ListWebhookDeliveriesQuery extends Query<WebhookDeliveryLogEntry[]> {
  constructor(
    readonly webhookId: string,
    /** The calling app (its own webhooks only), or null for staff. */
    readonly callerApp: string | null,
    readonly limit = 50,
  ) {
    super();
  }
}
