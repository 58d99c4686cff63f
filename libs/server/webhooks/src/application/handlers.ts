import { DisableWebhookHandler } from './commands/disable-webhook/disable-webhook.handler';
import { RegisterWebhookHandler } from './commands/register-webhook/register-webhook.handler';
import { ReplayWebhookDeliveryHandler } from './commands/replay-webhook-delivery/replay-webhook-delivery.handler';
import { SendWebhookTestEventHandler } from './commands/send-webhook-test-event/send-webhook-test-event.handler';
import { RotateWebhookSecretHandler } from './commands/rotate-webhook-secret/rotate-webhook-secret.handler';
import { NotifyWebhooksOnContractCreated } from './event-handlers/notify-webhooks-on-events/notify-webhooks-on-contract-created.handler';
import { NotifyWebhooksOnLicensingEvents } from './event-handlers/notify-webhooks-on-events/notify-webhooks-on-licensing-events.handler';
import { ListWebhookDeliveriesHandler } from './queries/list-webhook-deliveries/list-webhook-deliveries.handler';
import { ListWebhooksHandler } from './queries/list-webhooks/list-webhooks.handler';

/** The command, query and event handlers of the webhooks context, registered by its module. */
export const WEBHOOKS_HANDLERS = [
  RegisterWebhookHandler,
  DisableWebhookHandler,
  RotateWebhookSecretHandler,
  ReplayWebhookDeliveryHandler,
  SendWebhookTestEventHandler,
  ListWebhooksHandler,
  ListWebhookDeliveriesHandler,
  NotifyWebhooksOnLicensingEvents,
  NotifyWebhooksOnContractCreated,
];
