import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WEBHOOK_EVENT_TYPES, type WebhookSecretResult } from '@lic/shared-api-types';
import { Webhook } from '../../../domain/webhook.entity';
import { newWebhookSecret } from '../../../domain/webhook-signature';
import { DestinationGuard } from '../../../infrastructure/destination-guard';
import { SecretBox } from '../../../infrastructure/secret-box';
import { RegisterWebhookCommand } from './register-webhook.command';

@CommandHandler(RegisterWebhookCommand)
export class RegisterWebhookHandler implements ICommandHandler<RegisterWebhookCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly guard: DestinationGuard,
    private readonly box: SecretBox,
  ) {}

  async execute({ appName, url, events }: RegisterWebhookCommand): Promise<WebhookSecretResult> {
    // The SSRF rules at registration (and again before every POST): a refused URL is a 400 on `url`.
    const destination = await this.guard.resolve(url.trim());
    const webhook = new Webhook();
    webhook.appName = appName;
    webhook.url = destination.url.toString();
    webhook.events = WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
    const secret = newWebhookSecret();
    webhook.secretCiphertext = this.box.seal(secret, webhook.id);
    await this.em.persist(webhook).flush();
    return { id: webhook.id, secret };
  }
}
