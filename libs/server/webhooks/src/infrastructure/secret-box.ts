import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { WEBHOOKS_CONFIG, type WebhooksConfig } from './webhooks.config';

const VERSION = 'v1';

/**
 * Encrypts the webhooks' signing secrets at rest with AES-256-GCM under WEBHOOK_SECRET_KEY (decision 0035):
 * a copy of the database alone does not let anyone forge a signature. The webhook's id is the
 * associated data, so a ciphertext moved to another row does not decrypt.
 */
@Injectable()
export class SecretBox {
  constructor(@Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig) {}

  seal(secret: string, webhookId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.config.secretKey, iv);
    cipher.setAAD(Buffer.from(webhookId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string, webhookId: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unknown webhook secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.config.secretKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(webhookId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}
