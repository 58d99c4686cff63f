import { Command } from '@nestjs/cqrs';
import type { WebhookSecretResult } from '@lic/shared-api-types';

/**
 * A new signing secret for an active webhook, shown once; the replaced one keeps signing beside it for
 * `graceSeconds` (decision 0052).
 */
export class RotateWebhookSecretCommand extends Command<WebhookSecretResult> {
  constructor(
    readonly webhookId: string,
    readonly graceSeconds: number,
    /** The calling app (its own webhooks only), or null for staff. */
    readonly callerApp: string | null,
  ) {
    super();
  }
}
