import type { MigrationObject } from '@mikro-orm/core';
import { WebhookAttempt } from './domain/webhook-attempt.entity';
import { WebhookDelivery } from './domain/webhook-delivery.entity';
import { Webhook } from './domain/webhook.entity';
import { Migration20261127040000WebhooksSchema } from './infrastructure/migrations/Migration20261127040000WebhooksSchema';
import { Migration20261128120000WebhooksRotationGraceAndLastAnswer } from './infrastructure/migrations/Migration20261128120000WebhooksRotationGraceAndLastAnswer';

export { WebhooksModule } from './webhooks.module';
/** Read at start by the module; exported for the host's check of the production variables. */
export { loadWebhooksConfig } from './infrastructure/webhooks.config';

export const webhooksEntities = [
  // Signed webhooks (decision 0035).
  Webhook,
  WebhookDelivery,
  WebhookAttempt,
];

export const webhooksMigrations: MigrationObject[] = [
  { name: 'Migration20261127040000WebhooksSchema', class: Migration20261127040000WebhooksSchema },
  // Rotation with a grace period, the last answer's first bytes (decision 0052).
  {
    name: 'Migration20261128120000WebhooksRotationGraceAndLastAnswer',
    class: Migration20261128120000WebhooksRotationGraceAndLastAnswer,
  },
];
