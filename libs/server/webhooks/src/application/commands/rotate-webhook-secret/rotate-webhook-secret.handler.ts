import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { WebhookSecretResult } from '@lic/shared-api-types';
import { Webhook } from '../../../domain/webhook.entity';
import { WebhookDisabledError, WebhookNotFoundError } from '../../../domain/webhook.errors';
import { newWebhookSecret } from '../../../domain/webhook-signature';
import { SecretBox } from '../../../infrastructure/secret-box';
import { RotateWebhookSecretCommand } from './rotate-webhook-secret.command';

@CommandHandler(RotateWebhookSecretCommand)
export class RotateWebhookSecretHandler implements ICommandHandler<RotateWebhookSecretCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly box: SecretBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ webhookId, graceSeconds, callerApp }: RotateWebhookSecretCommand): Promise<WebhookSecretResult> {
    const webhook = await this.em.findOne(Webhook, { id: webhookId });
    if (!webhook?.isVisibleTo(callerApp)) throw new WebhookNotFoundError();
    if (!webhook.active) throw new WebhookDisabledError();
    const secret = newWebhookSecret();
    webhook.rotate(this.box.seal(secret, webhook.id), this.clock.now(), graceSeconds);
    await this.em.flush();
    return { id: webhook.id, secret, previousSecretExpiresOn: webhook.previousSecretExpiresOn?.toISOString() ?? null };
  }
}
