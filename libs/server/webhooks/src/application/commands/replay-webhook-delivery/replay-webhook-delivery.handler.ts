import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WebhookDeliveryView } from '@lic/shared-api-types';
import { WebhookDelivery } from '../../../domain/webhook-delivery.entity';
import { Webhook } from '../../../domain/webhook.entity';
import { DeliveryInProgressError, WebhookDeliveryNotFoundError, WebhookDisabledError } from '../../../domain/webhook.errors';
import { WebhookDeliveries } from '../../../infrastructure/webhook-deliveries';
import { ReplayWebhookDeliveryCommand } from './replay-webhook-delivery.command';

@CommandHandler(ReplayWebhookDeliveryCommand)
export class ReplayWebhookDeliveryHandler implements ICommandHandler<ReplayWebhookDeliveryCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  async execute({ deliveryId, callerApp }: ReplayWebhookDeliveryCommand): Promise<WebhookDeliveryView> {
    const delivery = await this.em.findOne(WebhookDelivery, { id: deliveryId });
    const webhook = delivery ? await this.em.findOne(Webhook, { id: delivery.webhookId }) : null;
    // Another app's delivery is as unknown as a made-up id.
    if (!delivery || !webhook?.isVisibleTo(callerApp)) throw new WebhookDeliveryNotFoundError();
    if (!webhook.active) throw new WebhookDisabledError();
    if (!(await this.deliveries.replay(deliveryId))) throw new DeliveryInProgressError();
    await this.em.refresh(delivery);
    const next = await this.deliveries.nextAttempts([deliveryId]);
    return delivery.toView(next.get(deliveryId) ?? null);
  }
}
