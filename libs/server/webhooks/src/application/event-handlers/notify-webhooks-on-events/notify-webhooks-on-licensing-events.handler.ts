import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { integrationEvents } from '@lic/server-kernel';
import {
  BalanceExhaustedEvent,
  BalanceLowEvent,
  LicenceIssuedEvent,
  LicenceReactivatedEvent,
  LicenceSuspendedEvent,
} from '@lic/server-licensing-api';
import { WebhookDeliveries } from '../../../infrastructure/webhook-deliveries';
import { bodyOf, webhookMessageOf } from './webhook-message';

type LicensingEvent = LicenceIssuedEvent | LicenceSuspendedEvent | LicenceReactivatedEvent | BalanceLowEvent | BalanceExhaustedEvent;

/**
 * Licensing issued, suspended or reactivated licences, or a balance crossed 85 % / 100 %: one delivery
 * per webhook of the app subscribed to it. A redelivered event creates nothing twice (the event id is
 * derived from it and (webhook, event) is unique); a failure fails the engine's delivery, which retries.
 */
@EventsHandler(LicenceIssuedEvent, LicenceSuspendedEvent, LicenceReactivatedEvent, BalanceLowEvent, BalanceExhaustedEvent)
export class NotifyWebhooksOnLicensingEvents implements IEventHandler<LicensingEvent> {
  constructor(private readonly deliveries: WebhookDeliveries) {}

  async handle(event: LicensingEvent): Promise<void> {
    const message = webhookMessageOf(event, integrationEvents.nameOf(event));
    if (!message) return;
    await this.deliveries.record({ id: message.id, type: message.type, appName: message.appName, body: bodyOf(message) });
  }
}
