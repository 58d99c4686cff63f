import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import type { WebhookEventType, WebhookView } from '@lic/shared-api-types';

/**
 * A URL an app registered (through staff) to be told of its events, signed with a secret of its own
 * (decision 0035). The secret is kept encrypted (AES-256-GCM with WEBHOOK_SECRET_KEY): it must be read
 * back to sign, so it cannot be a hash. Disabled webhooks stay for their delivery log.
 */
@Entity({ schema: 'webhooks', tableName: 'webhook' })
@Index({ name: 'webhook_app_name_idx', properties: ['appName'] })
export class Webhook extends AuditedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 2000 })
  url!: string;

  @Property({ type: 'array', columnType: 'text[]' })
  events: WebhookEventType[] = [];

  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), see infrastructure/secret-box.ts. */
  @Property({ type: 'text', hidden: true })
  secretCiphertext!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  secretRotatedOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  disabledOn?: Date | null;

  get active(): boolean {
    return !this.disabledOn;
  }

  /** Disabling twice keeps the first date. */
  disable(now: Date): void {
    this.disabledOn ??= now;
  }

  toView(): WebhookView {
    return {
      id: this.id,
      appName: this.appName,
      url: this.url,
      events: [...this.events],
      active: this.active,
      createdBy: this.createdBy,
      createdOn: this.createdOn.toISOString(),
      disabledOn: this.disabledOn?.toISOString() ?? null,
      secretRotatedOn: this.secretRotatedOn?.toISOString() ?? null,
    };
  }
}
