import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { integrationEvents } from './integration-event';

interface PendingRow {
  id: string;
  event_name: string;
  payload: Record<string, unknown>;
}

/**
 * Moves committed outbox messages to the CQRS event bus. Any replica may run it: rows are claimed
 * with FOR UPDATE SKIP LOCKED and marked dispatched in the same transaction, so each committed
 * event is published exactly once even with several relays running at once.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly orm: MikroORM,
    private readonly eventBus: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.outboxPollMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.config.outboxPollMs);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.dispatchPending().catch((error: unknown) => {
      this.logger.error(error instanceof Error ? error.stack : String(error));
      return 0;
    });
    await this.running;
    this.running = undefined;
  }

  /** Publishes up to `batchSize` pending messages; returns how many this relay dispatched. */
  async dispatchPending(batchSize = 100): Promise<number> {
    const em = this.orm.em.fork();
    const events = await em.transactional(async (tx) => {
      const connection = tx.getConnection();
      const rows = (await connection.execute(
        'select id, event_name, payload from kernel.outbox_message where dispatched_on is null order by id limit ? for update skip locked',
        [batchSize],
        'all',
        tx.getTransactionContext(),
      )) as PendingRow[];
      if (rows.length === 0) return [];
      const revived = rows.map((row) => integrationEvents.revive(row.event_name, row.payload));
      await connection.execute(
        'update kernel.outbox_message set dispatched_on = now() where id in (' + rows.map(() => '?').join(',') + ')',
        rows.map((r) => r.id),
        'run',
        tx.getTransactionContext(),
      );
      return revived;
    });
    // Published once the claim is committed, each in a request context of its own (as an HTTP request has):
    // the handlers run asynchronously, and inside the transaction's async context their queries would reach
    // this transaction after its commit.
    for (const event of events) RequestContext.create(this.orm.em, () => this.eventBus.publish(event));
    return events.length;
  }
}
