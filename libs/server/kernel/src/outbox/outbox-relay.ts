import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { databaseFaultOf } from '../database/database-unavailable';
import { JobEngine } from '../jobs/job-engine';
import { DeliveryWorkers, type DeliveryJobData } from './delivery-workers';
import { IntegrationSubscribers } from './integration-subscribers';

interface PendingRow {
  id: string;
  event_name: string;
  payload: Record<string, unknown>;
  occurred_on: Date;
}

/**
 * Turns committed outbox messages into durable deliveries: in one transaction it claims pending rows
 * (FOR UPDATE SKIP LOCKED, so relays on several replicas never take the same row), creates one job
 * per subscriber of each event in that subscriber's queue, and marks the rows dispatched. Either all
 * of it commits or none: a message is never dispatched without its deliveries, nor delivered twice
 * by two relays. The delivery workers then run the subscribers (delivery-workers.ts).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly engine: JobEngine,
    private readonly subscribers: IntegrationSubscribers,
    private readonly workers: DeliveryWorkers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.outboxPollMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.config.outboxPollMs);
      this.timer.unref();
    }
  }

  /** Before the job engine stops (its own beforeApplicationShutdown), so no claim starts on a closing pool. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    if (this.running || !this.timer || !this.workers.queuesReady || !this.engine.running) return;
    this.running = this.dispatchPending().catch((error: unknown) => {
      // The next tick tries again: a database that is unavailable for now is a warning (decision 0043).
      if (databaseFaultOf(error)) this.logger.warn(`outbox relay: database unavailable: ${(error as Error).message}`);
      else this.logger.error(error instanceof Error ? error.stack : String(error));
      return 0;
    });
    await this.running;
    this.running = undefined;
  }

  /** Dispatches up to `batchSize` pending messages; returns how many this relay dispatched. */
  async dispatchPending(batchSize = 100): Promise<number> {
    return this.engine.transaction(async (db) => {
      const { rows } = (await db.executeSql(
        'select id, event_name, payload, occurred_on from kernel.outbox_message where dispatched_on is null order by id limit $1 for update skip locked',
        [batchSize],
      )) as { rows: PendingRow[] };
      if (rows.length === 0) return 0;
      const byQueue = new Map<string, DeliveryJobData[]>();
      for (const row of rows) {
        const data: DeliveryJobData = {
          outboxId: String(row.id),
          eventName: row.event_name,
          payload: row.payload,
          occurredOn: new Date(row.occurred_on).toISOString(),
        };
        for (const subscriber of this.subscribers.of(row.event_name)) {
          byQueue.set(subscriber.queue, [...(byQueue.get(subscriber.queue) ?? []), data]);
        }
      }
      for (const [queue, jobs] of byQueue) {
        await this.engine.boss.insert(
          queue,
          jobs.map((data) => ({ data })),
          { db },
        );
      }
      await db.executeSql('update kernel.outbox_message set dispatched_on = now() where id = any($1::bigint[])', [rows.map((r) => r.id)]);
      return rows.length;
    });
  }
}
