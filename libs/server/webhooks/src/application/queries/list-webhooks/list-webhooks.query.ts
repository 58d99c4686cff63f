import { Query } from '@nestjs/cqrs';
import type { WebhookView } from '@lic/shared-api-types';

/** The webhooks (disabled ones too) of one app, or of all (staff only), newest first; never their secrets. */
export class ListWebhooksQuery extends Query<WebhookView[]> {
  constructor(readonly appName?: string) {
    super();
  }
}
