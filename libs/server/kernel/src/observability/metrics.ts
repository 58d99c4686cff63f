import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a connection pool tells about its use (pg.Pool's counters). */
export interface PoolUse {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** What one webhook POST came to: a 2xx, a failure to be retried, or the last attempt failed. */
export type WebhookAttemptOutcome = 'delivered' | 'retry' | 'failed';

/** Outcomes of a consumption event as the apps see them. */
export type ConsumptionOutcome = 'accepted' | 'duplicate' | 'refused';

const SECOND_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LAG_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600];

/**
 * The Prometheus metrics of one API instance (prom-client, a registry of its own so that two apps in one
 * test process never clash): the process defaults (nodejs_version_info, memory, event loop…), HTTP
 * durations by route template, consumption outcomes, event deliveries (lag, retries, dead letters) and
 * the use of every database pool. Served by MetricsServer / publicMetrics (decision 0021).
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly pools = new Map<string, () => PoolUse | null | undefined>();
  private parkedDeliveries?: () => Promise<number | null>;

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests, by route template (unmatched: pages, assets, unknown paths) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECOND_BUCKETS,
    registers: [this.registry],
  });

  readonly consumptionEvents = new Counter({
    name: 'licencias_consumption_events_total',
    help: 'Consumption events answered: accepted, duplicate (counted once) or refused (reason: why)',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });

  readonly consumptionGroupEvents = new Histogram({
    name: 'licencias_consumption_group_events',
    help: 'Single consumption events metered together in one statement and one commit (group commit; 1: alone)',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 500],
    registers: [this.registry],
  });

  readonly deliveryLag = new Histogram({
    name: 'licencias_event_delivery_lag_seconds',
    help: 'From the event (outbox) to the commit of its delivery to one subscriber',
    labelNames: ['queue'] as const,
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });

  readonly deliveryRetries = new Counter({
    name: 'licencias_event_delivery_retries_total',
    help: 'Failed delivery attempts that will be retried',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly deliveryDeadLetters = new Counter({
    name: 'licencias_event_delivery_dead_letters_total',
    help: 'Deliveries parked as dead letters after their last attempt, by this instance',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly webhookAttempts = new Counter({
    name: 'licencias_webhook_deliveries_total',
    help: 'Webhook POSTs by outcome: delivered (2xx), retry (failed, another attempt is due) or failed (the last attempt failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly webhookAttemptDuration = new Histogram({
    name: 'licencias_webhook_delivery_duration_seconds',
    help: "Duration of each webhook POST until the receiver's answer (or the timeout, or the connection error), by outcome",
    labelNames: ['outcome'] as const,
    buckets: SECOND_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const pools = this.pools;
    new Gauge({
      name: 'licencias_db_pool_connections',
      help: 'Connections of each database pool: total open, idle, and callers waiting for one',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [pool, read] of pools) {
          const use = read();
          if (!use) continue;
          this.set({ pool, state: 'total' }, use.totalCount);
          this.set({ pool, state: 'idle' }, use.idleCount);
          this.set({ pool, state: 'waiting' }, use.waitingCount);
        }
      },
    });
    const parked = () => this.parkedDeliveries;
    new Gauge({
      name: 'licencias_event_delivery_dead_letters',
      help: 'Deliveries parked now, waiting for staff to replay them (all instances)',
      registers: [this.registry],
      async collect() {
        const count = await parked()?.().catch(() => null);
        if (count !== null && count !== undefined) this.set(count);
      },
    });
  }

  /** Adds a pool to licencias_db_pool_connections; `read` answers null while the pool does not exist. */
  watchPool(name: string, read: () => PoolUse | null | undefined): void {
    this.pools.set(name, read);
  }

  /** How the dead-letter gauge counts the parked deliveries (null: not known now). */
  countParkedDeliveriesWith(count: () => Promise<number | null>): void {
    this.parkedDeliveries = count;
  }

  countConsumption(outcome: ConsumptionOutcome, reason: string, events = 1): void {
    this.consumptionEvents.inc({ outcome, reason }, events);
  }

  /** One group of single consumption events went to the database together (decision 0037). */
  observeConsumptionGroup(events: number): void {
    this.consumptionGroupEvents.observe(events);
  }

  /** The Prometheus text exposition of every metric. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
