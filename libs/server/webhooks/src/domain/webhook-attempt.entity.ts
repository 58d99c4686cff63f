import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { WebhookAttemptView } from '@lic/shared-api-types';

/** One POST of a delivery, whatever came of it: the delivery log staff read. */
@Entity({ schema: 'webhooks', tableName: 'webhook_attempt' })
@Index({ name: 'webhook_attempt_delivery_idx', properties: ['deliveryId', 'id'] })
export class WebhookAttempt {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid' })
  deliveryId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  attemptedOn!: Date;

  /** The receiver's HTTP status; null when there was no answer (refused address, timeout, connection error). */
  @Property({ type: 'integer', nullable: true })
  statusCode?: number | null;

  /** The first characters of the answer's body. */
  @Property({ type: 'string', length: 500, nullable: true })
  responseExcerpt?: string | null;

  @Property({ type: 'integer' })
  durationMs!: number;

  @Property({ type: 'string', length: 500, nullable: true })
  error?: string | null;

  toView(): WebhookAttemptView {
    return {
      attemptedOn: this.attemptedOn.toISOString(),
      statusCode: this.statusCode ?? null,
      responseExcerpt: this.responseExcerpt ?? null,
      durationMs: this.durationMs,
      error: this.error ?? null,
    };
  }
}
