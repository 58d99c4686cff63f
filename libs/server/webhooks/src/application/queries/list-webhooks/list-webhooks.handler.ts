import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WebhookView } from '@lic/shared-api-types';
import { Webhook } from '../../../domain/webhook.entity';
import { ListWebhooksQuery } from './list-webhooks.query';

@QueryHandler(ListWebhooksQuery)
export class ListWebhooksHandler implements IQueryHandler<ListWebhooksQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ appName }: ListWebhooksQuery): Promise<WebhookView[]> {
    const found = await this.em.find(Webhook, appName ? { appName } : {}, { orderBy: { createdOn: 'desc', id: 'asc' } });
    return found.map((webhook) => webhook.toView());
  }
}
