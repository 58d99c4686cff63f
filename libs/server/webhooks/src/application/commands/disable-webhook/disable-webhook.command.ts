import { Command } from '@nestjs/cqrs';
import type { WebhookView } from '@lic/shared-api-types';

/** Staff disable a webhook: it receives nothing more (pending deliveries are cancelled at their next attempt). */
export class DisableWebhookCommand extends Command<WebhookView> {
  constructor(readonly webhookId: string) {
    super();
  }
}
