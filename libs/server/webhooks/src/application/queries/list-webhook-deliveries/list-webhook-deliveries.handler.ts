import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WebhookDeliveryLogEntry } from '@lic/shared-api-types';
import { WebhookAttempt } from '../../../domain/webhook-attempt.entity';
import { WebhookDelivery } from '../../../domain/webhook-delivery.entity';
import { Webhook } from '../../../domain/webhook.entity';
import { WebhookNotFoundError } from '../../../domain/webhook.errors';
import { ListWebhookDeliveriesQuery } from './list-webhook-deliveries.query';

@QueryHandler(ListWebhookDeliveriesQuery)
export class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ webhookId, limit }: ListWebhookDeliveriesQuery): Promise<WebhookDeliveryLogEntry[]> {
    if (!(await this.em.count(Webhook, { id: webhookId }))) throw new WebhookNotFoundError();
    const deliveries = await this.em.find(WebhookDelivery, { webhookId }, { orderBy: { createdOn: 'desc', id: 'asc' }, limit });
    const attempts = deliveries.length
      ? await this.em.find(WebhookAttempt, { deliveryId: { $in: deliveries.map((d) => d.id) } }, { orderBy: { id: 'asc' } })
      : [];
    return deliveries.map((delivery) => ({
      ...delivery.toView(),
      log: attempts.filter((attempt) => attempt.deliveryId === delivery.id).map((attempt) => attempt.toView()),
    }));
  }
}
