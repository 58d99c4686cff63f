import { Module } from '@nestjs/common';
import { integrationEvents } from '@lic/server-kernel';
import { ContractCreatedEvent } from '@lic/server-contracts-api';
import {
  BalanceExhaustedEvent,
  BalanceLowEvent,
  LicenceIssuedEvent,
  LicenceReactivatedEvent,
  LicenceSuspendedEvent,
} from '@lic/server-licensing-api';
import { WEBHOOKS_HANDLERS } from './application/handlers';
import { DestinationGuard } from './infrastructure/destination-guard';
import { SecretBox } from './infrastructure/secret-box';
import { WebhookDeliveries } from './infrastructure/webhook-deliveries';
import { WebhookSender } from './infrastructure/webhook-sender';
import { loadWebhooksConfig, WEBHOOKS_CONFIG } from './infrastructure/webhooks.config';
import { WebhooksController } from './interface/webhooks.controller';

// The events webhooks subscribes to (the owners' classes, registered by them too) so that the outbox
// revives them whichever module is loaded.
integrationEvents.register(
  LicenceIssuedEvent,
  LicenceSuspendedEvent,
  LicenceReactivatedEvent,
  BalanceLowEvent,
  BalanceExhaustedEvent,
  ContractCreatedEvent,
);

/**
 * Signed webhooks for the apps (decision 0035; docs/api/webhooks.md): staff register a
 * URL per app and events; licensing's and contracts' events become signed POSTs, retried with backoff
 * on the job engine and logged attempt by attempt.
 */
@Module({
  controllers: [WebhooksController],
  providers: [
    ...WEBHOOKS_HANDLERS,
    { provide: WEBHOOKS_CONFIG, useFactory: () => loadWebhooksConfig() },
    SecretBox,
    DestinationGuard,
    WebhookSender,
    WebhookDeliveries,
  ],
})
export class WebhooksModule {}
