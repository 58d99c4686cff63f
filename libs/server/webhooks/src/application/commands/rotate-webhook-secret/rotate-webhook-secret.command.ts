import { Command } from '@nestjs/cqrs';
import type { WebhookSecretResult } from '@lic/shared-api-types';

/** A new signing secret for an active webhook, shown once; the old one signs nothing more. */
export class RotateWebhookSecretCommand extends Command<WebhookSecretResult> {
  constructor(readonly webhookId: string) {
    super();
  }
}
