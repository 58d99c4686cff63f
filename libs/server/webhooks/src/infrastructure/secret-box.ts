import { Inject, Injectable } from '@nestjs/common';
import { openSecret, sealSecret } from '@lic/server-kernel';
import { WEBHOOKS_CONFIG, type WebhooksConfig } from './webhooks.config';

/**
 * Encrypts the webhooks' signing secrets at rest with AES-256-GCM under WEBHOOK_SECRET_KEY (decision 0035):
 * a copy of the database alone does not let anyone forge a signature. The webhook's id is the
 * associated data, so a ciphertext moved to another row does not decrypt.
 */
@Injectable()
export class SecretBox {
  constructor(@Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig) {}

  seal(secret: string, webhookId: string): string {
    return sealSecret(this.config.secretKey, secret, webhookId);
  }

  open(sealed: string, webhookId: string): string {
    return openSecret(this.config.secretKey, sealed, webhookId);
  }
}
