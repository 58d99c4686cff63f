import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { integrationEvents } from '@lic/server-kernel';
import { ContractCreatedEvent } from '@lic/server-contracts-api';
import { WebhookDeliveries } from '../../../infrastructure/webhook-deliveries';
import { bodyOf, webhookMessageOf } from './webhook-message';

/** A contract (convenio) was created for a service: the webhooks of that app subscribed to contract.created. */
@EventsHandler(ContractCreatedEvent)
export class NotifyWebhooksOnContractCreated implements IEventHandler<ContractCreatedEvent> {
  constructor(private readonly deliveries: WebhookDeliveries) {}

  async handle(event: ContractCreatedEvent): Promise<void> {
    const message = webhookMessageOf(event, integrationEvents.nameOf(event));
    if (!message) return;
    await this.deliveries.record({ id: message.id, type: message.type, appName: message.appName, body: bodyOf(message) });
  }
}
