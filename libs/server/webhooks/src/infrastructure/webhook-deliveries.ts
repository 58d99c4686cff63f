import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job, JobResult, Queue } from 'pg-boss';
import { APP_CONFIG, CLOCK, JobEngine, Metrics, type AppConfig, type Clock, type WebhookAttemptOutcome } from '@lic/server-kernel';
import { WEBHOOK_SIGNATURE_HEADER } from '@lic/shared-api-types';
import { WebhookAttempt } from '../domain/webhook-attempt.entity';
import { WebhookDelivery } from '../domain/webhook-delivery.entity';
import { Webhook } from '../domain/webhook.entity';
import { signatureHeader } from '../domain/webhook-signature';
import { WebhookMessage as Messages } from '../domain/webhook.messages';
import { DestinationGuard } from './destination-guard';
import { SecretBox } from './secret-box';
import { WebhookSender, type PostOutcome } from './webhook-sender';
import { WEBHOOKS_CONFIG, type WebhooksConfig } from './webhooks.config';

/** The job engine's queue of webhook POSTs: one job per delivery (and per replay). */
export const WEBHOOK_DELIVERY_QUEUE = 'webhooks.delivery';

interface DeliveryJob {
  deliveryId: string;
}

/** What a new event gives: its id, type, app and the raw body every subscribed webhook receives. */
export interface NewWebhookEvent {
  id: string;
  type: string;
  appName: string;
  body: string;
}

const DAY_SECONDS = 86_400;
const BATCH_SIZE = 5;
const POLLING_SECONDS = 2;
const RETRY_DELAY_MAX_SECONDS = 6 * 3_600;

/**
 * The delivery engine of webhooks, on the kernel's job engine (pg-boss, decision 0008): `record` creates
 * one delivery per subscribed active webhook and its job in one transaction (a redelivered event adds
 * nothing: (webhook, event) is unique); the worker POSTs the signed body, logs the attempt, and ends on
 * a 2xx; otherwise the job fails and pg-boss retries it with exponential backoff and jitter until
 * WEBHOOK_MAX_ATTEMPTS, when the delivery is marked failed. `replay` sends a delivery again.
 */
@Injectable()
export class WebhookDeliveries implements OnApplicationBootstrap {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly engine: JobEngine,
    private readonly orm: MikroORM,
    private readonly guard: DestinationGuard,
    private readonly sender: WebhookSender,
    private readonly box: SecretBox,
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const boss = this.engine.boss;
    const options = this.queueOptions();
    await boss.createQueue(WEBHOOK_DELIVERY_QUEUE, options);
    await boss.updateQueue(WEBHOOK_DELIVERY_QUEUE, options);
    if (!this.appConfig.jobsEnabled) return;
    await boss.work<DeliveryJob>(
      WEBHOOK_DELIVERY_QUEUE,
      {
        batchSize: BATCH_SIZE,
        perJobResults: true,
        pollingIntervalSeconds: POLLING_SECONDS,
        notifyPollingIntervalSeconds: POLLING_SECONDS,
      },
      (jobs) => this.attemptBatch(jobs),
    );
  }

  private queueOptions(): Omit<Queue, 'name'> {
    return {
      retryLimit: this.config.maxAttempts - 1,
      retryDelay: this.config.retryBaseSeconds,
      retryBackoff: true,
      retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      // Longer than one POST can take (WEBHOOK_TIMEOUT_MS at most 60 s), so a live attempt never expires.
      expireInSeconds: 120,
      retentionSeconds: 30 * DAY_SECONDS,
      notify: true,
    };
  }

  /** One delivery per active webhook of the app subscribed to the event type, with its job; returns how many. */
  async record(event: NewWebhookEvent): Promise<number> {
    return this.engine.transaction(async (db) => {
      const { rows: hooks } = (await db.executeSql(
        'select id from webhooks.webhook where app_name = $1 and disabled_on is null and $2 = any(events)',
        [event.appName, event.type],
      )) as { rows: { id: string }[] };
      if (hooks.length === 0) return 0;
      const { rows } = (await db.executeSql(
        `insert into webhooks.webhook_delivery (id, webhook_id, event_id, event_type, body, state, attempts, created_on)
         select gen_random_uuid(), hook, $2, $3, $4, 'pending', 0, now() from unnest($1::uuid[]) as hook
         on conflict (webhook_id, event_id) do nothing returning id`,
        [hooks.map((hook) => hook.id), event.id, event.type, event.body],
      )) as { rows: { id: string }[] };
      if (rows.length) {
        await this.engine.boss.insert(
          WEBHOOK_DELIVERY_QUEUE,
          rows.map((row) => ({ data: { deliveryId: row.id } })),
          { db },
        );
      }
      return rows.length;
    });
  }

  /**
   * A delivery of the test event to one webhook, subscribed to it or not (it must be active): the row and
   * its job in one transaction, as `record`. Returns the delivery's id.
   */
  async recordTest(webhookId: string, event: { id: string; type: string; body: string }): Promise<string> {
    return this.engine.transaction(async (db) => {
      const { rows } = (await db.executeSql(
        `insert into webhooks.webhook_delivery (id, webhook_id, event_id, event_type, body, state, attempts, created_on)
         select gen_random_uuid(), id, $2, $3, $4, 'pending', 0, now() from webhooks.webhook
         where id = $1 and disabled_on is null returning id`,
        [webhookId, event.id, event.type, event.body],
      )) as { rows: { id: string }[] };
      const [row] = rows;
      if (!row) return '';
      await this.engine.boss.insert(WEBHOOK_DELIVERY_QUEUE, [{ data: { deliveryId: row.id } }], { db });
      return row.id;
    });
  }

  /**
   * When the job engine will POST each of these pending deliveries next: its queued job's start time (a
   * retry's includes pg-boss' backoff and jitter, which only the engine knows). A delivery whose POST is
   * under way, or that is not pending, has none.
   */
  async nextAttempts(deliveryIds: readonly string[]): Promise<Map<string, Date>> {
    const next = new Map<string, Date>();
    await Promise.all(
      deliveryIds.map(async (deliveryId) => {
        const jobs = await this.engine.boss.findJobs<DeliveryJob>(WEBHOOK_DELIVERY_QUEUE, { data: { deliveryId }, queued: true });
        const starts = jobs.map((job) => new Date(job.startAfter).getTime()).filter((time) => Number.isFinite(time));
        if (starts.length) next.set(deliveryId, new Date(Math.min(...starts)));
      }),
    );
    return next;
  }

  /**
   * Sends a delivery again (same event id and body, a new signature timestamp) with a fresh set of
   * attempts; false when it is still pending (a retry is due) or does not exist. The state changes and
   * the job is created in one transaction, so two replays at once queue one job.
   */
  async replay(deliveryId: string): Promise<boolean> {
    return this.engine.transaction(async (db) => {
      const { rows } = (await db.executeSql(
        `update webhooks.webhook_delivery set state = 'pending', last_error = null
         where id = $1 and state <> 'pending' returning id`,
        [deliveryId],
      )) as { rows: { id: string }[] };
      if (rows.length === 0) return false;
      await this.engine.boss.insert(WEBHOOK_DELIVERY_QUEUE, [{ data: { deliveryId } }], { db });
      return true;
    });
  }

  private async attemptBatch(jobs: Job<DeliveryJob>[]): Promise<JobResult[]> {
    return Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        try {
          await this.attempt(job.data.deliveryId, job.retryCount + 1);
          return { id: job.id, status: 'completed' };
        } catch (error) {
          return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
        }
      }),
    );
  }

  /** One POST of a delivery; throws (so pg-boss retries) when it did not get a 2xx and attempts remain. */
  async attempt(deliveryId: string, attempt: number): Promise<void> {
    const em = this.orm.em.fork();
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId });
    if (!delivery || delivery.state !== 'pending') return;
    const webhook = await em.findOne(Webhook, { id: delivery.webhookId });
    if (!webhook?.active) {
      delivery.state = 'cancelled';
      delivery.lastError = Messages.disabled;
      await em.flush();
      return;
    }
    const now = this.clock.now();
    const timestamp = Math.floor(now.getTime() / 1000);
    let outcome: PostOutcome;
    try {
      const destination = await this.guard.resolve(webhook.url);
      const secrets = webhook.signingCiphertexts(now).map((sealed) => this.box.open(sealed, webhook.id));
      outcome = await this.sender.post(
        destination,
        {
          'Content-Type': 'application/json',
          'User-Agent': 'Licencias-Webhooks/1.0',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secrets, timestamp, delivery.body),
          'Licencias-Event-Id': delivery.eventId,
          'Licencias-Event-Type': delivery.eventType,
        },
        delivery.body,
        this.config.timeoutMs,
      );
    } catch (error) {
      outcome = {
        statusCode: null,
        responseExcerpt: null,
        durationMs: 0,
        error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      };
    }
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const last = attempt >= this.config.maxAttempts;
    const record = em.create(WebhookAttempt, {
      deliveryId,
      attemptedOn: now,
      statusCode: outcome.statusCode,
      responseExcerpt: outcome.responseExcerpt,
      durationMs: outcome.durationMs,
      error: outcome.error ?? (ok ? null : `El receptor respondió ${outcome.statusCode}.`),
    });
    em.persist(record);
    delivery.attempts += 1;
    delivery.lastStatus = outcome.statusCode;
    delivery.lastError = ok ? null : record.error;
    delivery.lastResponseExcerpt = outcome.responseExcerpt;
    delivery.lastAttemptOn = now;
    if (ok) {
      delivery.state = 'delivered';
      delivery.deliveredOn = now;
    } else if (last) {
      delivery.state = 'failed';
    }
    await em.flush();
    const counted: WebhookAttemptOutcome = ok ? 'delivered' : last ? 'failed' : 'retry';
    this.metrics.webhookAttempts.inc({ outcome: counted });
    this.metrics.webhookAttemptDuration.observe({ outcome: counted }, outcome.durationMs / 1000);
    if (!ok && !last) {
      this.logger.warn({ deliveryId, attempt, status: outcome.statusCode, error: outcome.error }, 'webhook POST failed; retried later');
      throw new Error(record.error ?? 'webhook POST failed');
    }
  }
}
