import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventBus } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { APP_CONFIG, integrationEvents, OutboxMessage, OutboxRelay, recordEvents, type AppConfig } from '@lic/server-kernel';

class ProbeHappened {
  static readonly eventName = 'test.probe-happened';
  constructor(
    readonly label: string,
    readonly at: Date,
  ) {}
}
integrationEvents.register(ProbeHappened);

/** The CQRS bus hands events to subscribers asynchronously: wait until `count` arrived (or 3 s passed). */
async function settled(published: unknown[], count: number): Promise<void> {
  const deadline = Date.now() + 3000;
  while (published.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  // A little longer, so a duplicate delivery would show up too.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('transactional outbox', () => {
  let t: TestApp;
  let published: ProbeHappened[];
  let subscription: Subscription;
  let relay: OutboxRelay;

  beforeAll(async () => {
    // Polling off: the test drives the relays itself.
    t = await createTestApp({ env: { OUTBOX_POLL_MS: '0' } });
    relay = t.app.get(OutboxRelay);
    published = [];
    subscription = t.app.get(EventBus).subscribe((event) => {
      if (event instanceof ProbeHappened) published.push(event);
    });
  });
  afterAll(async () => {
    subscription?.unsubscribe();
    await t?.close();
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
    await settled(published, 1);
    expect(published).toHaveLength(0);
  });

  it('dispatches a committed event once, revived with its class and dates', async () => {
    const em = t.orm.em.fork();
    const at = new Date('2026-11-22T10:00:00.000Z');
    recordEvents(em, new ProbeHappened('committed', at));
    await em.flush();

    expect(await relay.dispatchPending()).toBe(1);
    expect(await relay.dispatchPending()).toBe(0);
    await settled(published, 1);
    expect(published).toHaveLength(1);
    expect(published[0]).toBeInstanceOf(ProbeHappened);
    expect(published[0].label).toBe('committed');
    expect(published[0].at).toEqual(at);
  });

  it('dispatches each committed event exactly once with two relays running at once', async () => {
    published.length = 0;
    const em = t.orm.em.fork();
    const total = 120;
    for (let i = 0; i < total; i++) recordEvents(em, new ProbeHappened(`event-${i}`, new Date()));
    await em.flush();

    const second = new OutboxRelay(t.orm, t.app.get(EventBus), t.app.get<AppConfig>(APP_CONFIG));
    const drain = async (r: OutboxRelay) => {
      let count = 0;
      for (let n = await r.dispatchPending(7); n > 0; n = await r.dispatchPending(7)) count += n;
      return count;
    };
    const [first, other] = await Promise.all([drain(relay), drain(second)]);

    expect(first + other).toBe(total);
    expect(first).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
    await settled(published, total);
    const labels = published.map((e) => e.label);
    expect(labels).toHaveLength(total);
    expect(new Set(labels).size).toBe(total);
  });
});
