import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryView } from '@lic/shared-api-types';
import { WebhookDelivery } from '../../../domain/webhook-delivery.entity';
import { Webhook } from '../../../domain/webhook.entity';
import { WebhookDisabledError, WebhookNotFoundError } from '../../../domain/webhook.errors';
import { WebhookMessage } from '../../../domain/webhook.messages';
import { WebhookDeliveries } from '../../../infrastructure/webhook-deliveries';
import { SendWebhookTestEventCommand } from './send-webhook-test-event.command';

@CommandHandler(SendWebhookTestEventCommand)
export class SendWebhookTestEventHandler implements ICommandHandler<SendWebhookTestEventCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly deliveries: WebhookDeliveries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ webhookId, callerApp, requestedBy }: SendWebhookTestEventCommand): Promise<WebhookDeliveryView> {
    const webhook = await this.em.findOne(Webhook, { id: webhookId });
    if (!webhook?.isVisibleTo(callerApp)) throw new WebhookNotFoundError();
    if (!webhook.active) throw new WebhookDisabledError();
    const id = randomUUID();
    const body = JSON.stringify({
      id,
      type: WEBHOOK_TEST_EVENT,
      createdAt: this.clock.now().toISOString(),
      data: { webhookId: webhook.id, appName: webhook.appName, requestedBy: requestedBy.slice(0, 100), message: WebhookMessage.testEvent },
    });
    const deliveryId = await this.deliveries.recordTest(webhook.id, { id, type: WEBHOOK_TEST_EVENT, body });
    // Disabled between the read and the insert: nothing was queued.
    if (!deliveryId) throw new WebhookDisabledError();
    const delivery = await this.em.fork().findOneOrFail(WebhookDelivery, { id: deliveryId });
    const next = await this.deliveries.nextAttempts([deliveryId]);
    return delivery.toView(next.get(deliveryId) ?? null);
  }
}
