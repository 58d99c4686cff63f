import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '@lic/api-testing';
import {
  APP_CONFIG,
  DEAD_LETTER_QUEUE,
  DeliveryWorkers,
  deliveryQueueName,
  IntegrationSubscribers,
  integrationEvents,
  JobEngine,
  OutboxMessage,
  OutboxRelay,
  recordEvents,
  type AppConfig,
} from '@lic/server-kernel';

class ProbeHappened {
  static readonly eventName = 'test.probe-happened';
  constructor(
    readonly label: string,
    readonly at: Date,
  ) {}
}
integrationEvents.register(ProbeHappened);

/** What the probe subscribers saw, and how many more times the flaky one must fail. */
@Injectable()
class ProbeLog {
  readonly steady: ProbeHappened[] = [];
  readonly flaky: { label: string; attempt: number }[] = [];
  failuresLeft = new Map<string, number>();
}

@EventsHandler(ProbeHappened)
class RecordProbeSteadily implements IEventHandler<ProbeHappened> {
  constructor(private readonly log: ProbeLog) {}
  handle(event: ProbeHappened): void {
    this.log.steady.push(event);
  }
}

@EventsHandler(ProbeHappened)
class RecordProbeFlakily implements IEventHandler<ProbeHappened> {
  constructor(private readonly log: ProbeLog) {}
  async handle(event: ProbeHappened): Promise<void> {
    const left = this.log.failuresLeft.get(event.label) ?? 0;
    this.log.flaky.push({ label: event.label, attempt: this.log.flaky.filter((e) => e.label === event.label).length + 1 });
    if (left > 0) {
      this.log.failuresLeft.set(event.label, left - 1);
      throw new Error(`probe store unreachable (${event.label})`);
    }
  }
}

const STEADY_QUEUE = deliveryQueueName(ProbeHappened.eventName, 'RecordProbeSteadily');
const FLAKY_QUEUE = deliveryQueueName(ProbeHappened.eventName, 'RecordProbeFlakily');

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('transactional outbox and durable delivery', () => {
  let t: TestApp;
  let relay: OutboxRelay;
  let log: ProbeLog;

  const jobsIn = async (queue: string, label?: string): Promise<number> => {
    const { rows } = await t.app
      .get(JobEngine)
      .boss.getDb()
      .executeSql(`select count(*)::int as n from jobs.job where name = $1 and ($2::text is null or data->'payload'->>'label' = $2)`, [
        queue,
        label ?? null,
      ]);
    return Number(rows[0].n);
  };

  beforeAll(async () => {
    // Polling off: the tests drive the relays themselves. Three attempts, so a dead letter comes quickly.
    t = await createTestApp({
      env: { OUTBOX_POLL_MS: '0', DELIVERY_MAX_ATTEMPTS: '3' },
      providers: [ProbeLog, RecordProbeSteadily, RecordProbeFlakily],
    });
    relay = t.app.get(OutboxRelay);
    log = t.app.get(ProbeLog);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    log.steady.length = 0;
    log.flaky.length = 0;
  });

  it('finds every @EventsHandler of an integration event as a subscriber with a queue of its own', () => {
    const queues = t.app
      .get(IntegrationSubscribers)
      .all()
      .map((s) => s.queue);
    expect(queues).toEqual(expect.arrayContaining([STEADY_QUEUE, FLAKY_QUEUE, 'payments.payment-approved/IssueLicencesOnPaymentApproved']));
  });

  it('never dispatches an event whose transaction rolled back', async () => {
    const em = t.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        recordEvents(tx, new ProbeHappened('rolled-back', new Date()));
        await tx.flush();
        throw new Error('business failure after the write');
      }),
    ).rejects.toThrow('business failure');

    expect(await t.orm.em.fork().count(OutboxMessage, { eventName: ProbeHappened.eventName })).toBe(0);
    expect(await relay.dispatchPending()).toBe(0);
    expect(await jobsIn(STEADY_QUEUE, 'rolled-back')).toBe(0);
  });

  it('delivers a committed event once to each subscriber, revived with its class and dates', async () => {
    const em = t.orm.em.fork();
    const at = new Date('2026-11-22T10:00:00.000Z');
    recordEvents(em, new ProbeHappened('committed', at));
    await em.flush();

    expect(await relay.dispatchPending()).toBe(1);
    expect(await relay.dispatchPending()).toBe(0);
    await until(() => log.steady.length === 1 && log.flaky.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a duplicate would show up by now
    expect(log.steady).toHaveLength(1);
    expect(log.steady[0]).toBeInstanceOf(ProbeHappened);
    expect(log.steady[0].label).toBe('committed');
    expect(log.steady[0].at).toEqual(at);
    expect(log.flaky).toEqual([{ label: 'committed', attempt: 1 }]);
  });

  it('creates each delivery exactly once with two relays running at once', async () => {
    const em = t.orm.em.fork();
    const total = 120;
    for (let i = 0; i < total; i++) recordEvents(em, new ProbeHappened(`event-${i}`, new Date()));
    await em.flush();

    const second = new OutboxRelay(
      t.app.get(JobEngine),
      t.app.get(IntegrationSubscribers),
      t.app.get(DeliveryWorkers),
      t.app.get<AppConfig>(APP_CONFIG),
    );
    const drain = async (r: OutboxRelay) => {
      let count = 0;
      for (let n = await r.dispatchPending(7); n > 0; n = await r.dispatchPending(7)) count += n;
      return count;
    };
    const [first, other] = await Promise.all([drain(relay), drain(second)]);

    expect(first + other).toBe(total);
    expect(first).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
    await until(() => log.steady.length >= total && log.flaky.length >= total);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const labels = log.steady.map((e) => e.label);
    expect(labels).toHaveLength(total);
    expect(new Set(labels).size).toBe(total);
    expect(log.flaky).toHaveLength(total);
  });

  it('retries a failing subscriber with backoff until it succeeds, without repeating the other one', async () => {
    log.failuresLeft.set('transient', 2);
    const em = t.orm.em.fork();
    recordEvents(em, new ProbeHappened('transient', new Date()));
    await em.flush();
    await relay.dispatchPending();

    await until(() => log.flaky.length === 3);
    expect(log.flaky.map((e) => e.attempt)).toEqual([1, 2, 3]);
    expect(log.steady.map((e) => e.label)).toEqual(['transient']);
    expect(await jobsIn(DEAD_LETTER_QUEUE, 'transient')).toBe(0);
  });

  it('parks a delivery as a dead letter with its last error after the last attempt', async () => {
    log.failuresLeft.set('hopeless', 99);
    const em = t.orm.em.fork();
    recordEvents(em, new ProbeHappened('hopeless', new Date()));
    await em.flush();
    await relay.dispatchPending();

    await until(async () => (await jobsIn(DEAD_LETTER_QUEUE, 'hopeless')) === 1, 20_000);
    expect(log.flaky.map((e) => e.attempt)).toEqual([1, 2, 3]);
    const { rows } = await t.app
      .get(JobEngine)
      .boss.getDb()
      .executeSql(
        `select source_name, source_retry_count, source_output from jobs.job where name = $1 and data->'payload'->>'label' = 'hopeless'`,
        [DEAD_LETTER_QUEUE],
      );
    expect(rows[0]).toMatchObject({ source_name: FLAKY_QUEUE, source_retry_count: 2 });
    expect(rows[0].source_output.message).toBe('probe store unreachable (hopeless)');
  });
});
