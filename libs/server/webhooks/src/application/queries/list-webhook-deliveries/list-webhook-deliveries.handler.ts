import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WebhookDeliveryLogEntry } from '@lic/shared-api-types';
import { WebhookAttempt } from '../../../domain/webhook-attempt.entity';
import { WebhookDelivery } from '../../../domain/webhook-delivery.entity';
import { Webhook } from '../../../domain/webhook.entity';
import { WebhookNotFoundError } from '../../../domain/webhook.errors';
import { WebhookDeliveries } from '../../../infrastructure/webhook-deliveries';
import { ListWebhookDeliveriesQuery } from './list-webhook-deliveries.query';

@QueryHandler(ListWebhookDeliveriesQuery)
export class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveriesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly engine: WebhookDeliveries,
  ) {}

  async execute({ webhookId, callerApp, limit }: ListWebhookDeliveriesQuery): Promise<WebhookDeliveryLogEntry[]> {
    const webhook = await this.em.findOne(Webhook, { id: webhookId }, { fields: ['id', 'appName'] });
    if (!webhook?.isVisibleTo(callerApp)) throw new WebhookNotFoundError();
    const deliveries = await this.em.find(WebhookDelivery, { webhookId }, { orderBy: { createdOn: 'desc', id: 'asc' }, limit });
    const attempts = deliveries.length
      ? await this.em.find(WebhookAttempt, { deliveryId: { $in: deliveries.map((d) => d.id) } }, { orderBy: { id: 'asc' } })
      : [];
    const next = await this.engine.nextAttempts(deliveries.filter((d) => d.state === 'pending').map((d) => d.id));
    return deliveries.map((delivery) => ({
      ...delivery.toView(next.get(delivery.id) ?? null),
      log: attempts.filter((attempt) => attempt.deliveryId === delivery.id).map((attempt) => attempt.toView()),
    }));
  }
}
