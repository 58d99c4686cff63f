import { Command } from '@nestjs/cqrs';
import type { WebhookEventType, WebhookSecretResult } from '@lic/shared-api-types';

/** Staff register a webhook for an app; the answer carries its secret, the only time it is shown. */
export class RegisterWebhookCommand extends Command<WebhookSecretResult> {
  constructor(
    readonly appName: string,
    readonly url: string,
    readonly events: WebhookEventType[],
  ) {
    super();
  }
}
