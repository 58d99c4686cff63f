import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { WebhookView } from '@lic/shared-api-types';
import { Webhook } from '../../../domain/webhook.entity';
import { WebhookNotFoundError } from '../../../domain/webhook.errors';
import { DisableWebhookCommand } from './disable-webhook.command';

@CommandHandler(DisableWebhookCommand)
export class DisableWebhookHandler implements ICommandHandler<DisableWebhookCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ webhookId, callerApp }: DisableWebhookCommand): Promise<WebhookView> {
    const webhook = await this.em.findOne(Webhook, { id: webhookId });
    if (!webhook?.isVisibleTo(callerApp)) throw new WebhookNotFoundError();
    webhook.disable(this.clock.now());
    await this.em.flush();
    return webhook.toView();
  }
}
