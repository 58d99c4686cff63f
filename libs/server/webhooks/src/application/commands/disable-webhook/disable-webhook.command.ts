import { Command } from '@nestjs/cqrs';
import type { WebhookView } from '@lic/shared-api-types';

/** Its app or staff disable a webhook: it receives nothing more (pending deliveries are cancelled at their next attempt). */
export class DisableWebhookCommand extends Command<WebhookView> {
  constructor(
    readonly webhookId: string,
    /** The calling app (its own webhooks only), or null for staff. */
    readonly callerApp: string | null,
  ) {
    super();
  }
}
