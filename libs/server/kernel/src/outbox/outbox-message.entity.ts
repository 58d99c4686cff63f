import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { integrationEvents } from './integration-event';

/** An integration event written in the same transaction as the state that caused it (design.md §2). */
@Entity({ schema: 'kernel', tableName: 'outbox_message' })
@Index({
  name: 'outbox_message_pending_idx',
  expression: 'create index "outbox_message_pending_idx" on "kernel"."outbox_message" ("id") where dispatched_on is null',
})
export class OutboxMessage {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 200 })
  eventName!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  payload!: Record<string, unknown>;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  occurredOn: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  dispatchedOn?: Date | null;

  static of(event: object): OutboxMessage {
    const message = new OutboxMessage();
    message.eventName = integrationEvents.nameOf(event);
    message.payload = JSON.parse(JSON.stringify(event)) as Record<string, unknown>;
    return message;
  }
}
