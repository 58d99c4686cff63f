import { Command } from '@nestjs/cqrs';
import type { WebhookDeliveryView } from '@lic/shared-api-types';

/** "Enviar evento de prueba": a signed `ping` to an active webhook, subscribed to it or not, logged as any delivery. */
export class SendWebhookTestEventCommand extends Command<WebhookDeliveryView> {
  constructor(
    readonly webhookId: string,
    /** The calling app (its own webhooks only), or null for staff. */
    readonly callerApp: string | null,
    /** Who asked (user name or client id), written in the event's data. */
    readonly requestedBy: string,
  ) {
    super();
  }
}
