import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { WebhookDeliveryEventType, WebhookDeliveryState, WebhookDeliveryView } from '@lic/shared-api-types';

/**
 * One event for one subscribed webhook: the exact body POSTed on every attempt (and on a replay), the
 * state and the last answer. (webhook, event) is unique, so a redelivered integration event adds nothing.
 */
@Entity({ schema: 'webhooks', tableName: 'webhook_delivery' })
@Unique({ name: 'webhook_delivery_event_unique', properties: ['webhookId', 'eventId'] })
@Index({ name: 'webhook_delivery_webhook_idx', properties: ['webhookId', 'createdOn'] })
export class WebhookDelivery {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  webhookId!: string;

  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'string', length: 40 })
  eventType!: WebhookDeliveryEventType;

  /** The raw JSON body, signed as is. */
  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'string', length: 10 })
  state!: WebhookDeliveryState;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'integer', nullable: true })
  lastStatus?: number | null;

  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string | null;

  /** The first characters of the last answer's body. */
  @Property({ type: 'string', length: 500, nullable: true })
  lastResponseExcerpt?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdOn!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAttemptOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveredOn?: Date | null;

  /** `nextAttemptOn`: when the job engine will POST it next (read from its queue), while pending. */
  toView(nextAttemptOn: Date | null = null): WebhookDeliveryView {
    return {
      id: this.id,
      webhookId: this.webhookId,
      eventId: this.eventId,
      eventType: this.eventType,
      state: this.state,
      attempts: this.attempts,
      lastStatus: this.lastStatus ?? null,
      lastError: this.lastError ?? null,
      lastResponseExcerpt: this.lastResponseExcerpt ?? null,
      nextAttemptOn: this.state === 'pending' ? (nextAttemptOn?.toISOString() ?? null) : null,
      createdOn: this.createdOn.toISOString(),
      lastAttemptOn: this.lastAttemptOn?.toISOString() ?? null,
      deliveredOn: this.deliveredOn?.toISOString() ?? null,
    };
  }
}
