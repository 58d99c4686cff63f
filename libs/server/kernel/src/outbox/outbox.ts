import type { EntityManager } from '@mikro-orm/core';
import { OutboxMessage } from './outbox-message.entity';

/**
 * Queues integration events on the given entity manager, so they are inserted by the same flush
 * (and transaction) as the aggregate that raised them. A rolled-back flush leaves no message.
 */
export function recordEvents(em: EntityManager, ...events: object[]): void {
  for (const event of events) em.persist(OutboxMessage.of(event));
}
