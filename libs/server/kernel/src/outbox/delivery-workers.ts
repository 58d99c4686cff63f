import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job, JobResult, Queue } from 'pg-boss';
import { SpanKind } from '@opentelemetry/api';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobEngine } from '../jobs/job-engine';
import { integrationEvents } from './integration-event';
import { IntegrationSubscribers, type IntegrationSubscriber } from './integration-subscribers';
import { Metrics } from '../observability/metrics';
import { inSpan } from '../observability/spans';

/** Where deliveries go after their last attempt; nothing works this queue, staff replay from it. */
export const DEAD_LETTER_QUEUE = 'delivery.dead-letters';

/** The data of one delivery job: the outbox message, for one subscriber (the job's queue). */
export interface DeliveryJobData {
  outboxId: string;
  eventName: string;
  payload: Record<string, unknown>;
  occurredOn: string;
}

const DAY_SECONDS = 86_400;
/** Deliveries a worker claims at once; a full batch is followed by the next claim at once. */
const BATCH_SIZE = 10;
const POLLING_SECONDS = 2;
/** Longest wait between two attempts, whatever the backoff reached. */
const RETRY_DELAY_MAX_SECONDS = 3_600;
/** A handler that runs longer than this is taken as stuck and retried. */
const DELIVERY_EXPIRE_SECONDS = 300;

/**
 * Creates the delivery queue of every subscriber (and the dead-letter queue) at start, on every
 * replica, and (unless JOBS_ENABLED=false) works them: each job revives the event and calls its
 * subscriber in an ORM request context of its own. The job completes only when the handler resolved,
 * i.e. after its transaction committed; a thrown error fails the attempt, pg-boss retries it with
 * exponential backoff and jitter, and after DELIVERY_MAX_ATTEMPTS copies it to the dead-letter queue
 * with the last error. A worker that dies mid-delivery stops its heartbeat and the job is retried.
 */
@Injectable()
export class DeliveryWorkers implements OnApplicationBootstrap {
  private readonly logger = new Logger('Delivery');
  /** True once every subscriber's queue exists: the relay enqueues only then. */
  queuesReady = false;

  constructor(
    private readonly engine: JobEngine,
    private readonly subscribers: IntegrationSubscribers,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const boss = this.engine.boss;
    await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 365 * DAY_SECONDS, deleteAfterSeconds: 30 * DAY_SECONDS });
    for (const subscriber of this.subscribers.all()) {
      const options = this.queueOptions();
      await boss.createQueue(subscriber.queue, options);
      // Existing queues take the configuration of this release (attempts, delays).
      await boss.updateQueue(subscriber.queue, options);
    }
    this.queuesReady = true;
    if (!this.config.jobsEnabled) return;
    for (const subscriber of this.subscribers.all()) {
      await boss.work<DeliveryJobData>(
        subscriber.queue,
        {
          batchSize: BATCH_SIZE,
          perJobResults: true,
          burstWhenBatchFull: true,
          // NOTIFY wakes the worker for new deliveries; retries come due without one, so polling stays short.
          pollingIntervalSeconds: POLLING_SECONDS,
          notifyPollingIntervalSeconds: POLLING_SECONDS,
        },
        (jobs) => this.deliverBatch(subscriber, jobs),
      );
    }
  }

  /** Each job of the batch on its own: one failing delivery fails only itself. */
  private async deliverBatch(subscriber: IntegrationSubscriber, jobs: Job<DeliveryJobData>[]): Promise<JobResult[]> {
    const results: JobResult[] = [];
    for (const job of jobs) {
      try {
        await this.deliver(subscriber, job);
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        results.push({ id: job.id, status: 'failed', output: errorOutput(error) });
      }
    }
    return results;
  }

  private queueOptions(): Omit<Queue, 'name'> {
    return {
      retryLimit: this.config.deliveryMaxAttempts - 1,
      retryDelay: this.config.deliveryRetryBaseSeconds,
      retryBackoff: true,
      retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      expireInSeconds: DELIVERY_EXPIRE_SECONDS,
      heartbeatSeconds: this.config.deliveryHeartbeatSeconds,
      retentionSeconds: 365 * DAY_SECONDS,
      deadLetter: DEAD_LETTER_QUEUE,
      notify: true,
    };
  }

  /** One attempt, in a span of its own; its lag when it succeeds, a retry or a dead letter when it fails. */
  private async deliver(subscriber: IntegrationSubscriber, job: Job<DeliveryJobData>): Promise<void> {
    const event = integrationEvents.revive(job.data.eventName, job.data.payload);
    const attempt = job.retryCount + 1;
    const queue = subscriber.queue;
    try {
      await inSpan(
        `deliver ${queue}`,
        {
          'messaging.system': 'pg-boss',
          'messaging.destination.name': queue,
          'messaging.message.id': job.id,
          'licencias.attempt': attempt,
        },
        () =>
          RequestContext.create(this.orm.em, async () => {
            await subscriber.handle(event);
          }),
        SpanKind.CONSUMER,
      );
    } catch (error) {
      const parked = attempt >= this.config.deliveryMaxAttempts;
      (parked ? this.metrics.deliveryDeadLetters : this.metrics.deliveryRetries).inc({ queue });
      this.logger.warn(
        { queue, outboxId: job.data.outboxId, attempt, error: String(error) },
        parked ? 'delivery failed for the last time; parked as a dead letter' : 'delivery failed; pg-boss retries it',
      );
      throw error;
    }
    const occurred = Date.parse(job.data.occurredOn);
    if (Number.isFinite(occurred)) this.metrics.deliveryLag.observe({ queue }, Math.max(0, (Date.now() - occurred) / 1000));
  }
}

function errorOutput(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}
