import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import type { WebhookEventType, WebhookView } from '@lic/shared-api-types';

/**
 * A URL an app registered (itself with its credential, or through staff) to be told of its events, signed with a secret of its own
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

  /** The secret a rotation replaced, still signing beside the new one until previousSecretExpiresOn (decision 0052). */
  @Property({ type: 'text', hidden: true, nullable: true })
  previousSecretCiphertext?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  previousSecretExpiresOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  disabledOn?: Date | null;

  /** An app sees and manages its own webhooks only; staff (null) every app's. */
  isVisibleTo(callerApp: string | null): boolean {
    return callerApp === null || callerApp === this.appName;
  }

  get active(): boolean {
    return !this.disabledOn;
  }

  /**
   * A new secret: the one it replaces keeps signing beside it for `graceSeconds` (none when 0), so a
   * receiver can change its configuration without refusing a delivery. Only the latest replaced secret is
   * kept: rotating again during a grace period ends the older one at once.
   */
  rotate(newCiphertext: string, now: Date, graceSeconds: number): void {
    this.previousSecretCiphertext = graceSeconds > 0 ? this.secretCiphertext : null;
    this.previousSecretExpiresOn = graceSeconds > 0 ? new Date(now.getTime() + graceSeconds * 1000) : null;
    this.secretCiphertext = newCiphertext;
    this.secretRotatedOn = now;
  }

  /** The secrets that sign at `now`, the current one first (the replaced one while its grace lasts). */
  signingCiphertexts(now: Date): string[] {
    const previous = this.previousSecretCiphertext;
    return previous && this.previousSecretExpiresOn && this.previousSecretExpiresOn > now
      ? [this.secretCiphertext, previous]
      : [this.secretCiphertext];
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
      previousSecretExpiresOn: this.previousSecretExpiresOn?.toISOString() ?? null,
    };
  }
}
