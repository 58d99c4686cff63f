import { afterAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { NotificationListener } from './notification-listener';

// The listener behind the storefront catalogue's and the entitlements' caches: notifications arrive, a
// connection killed by the server is noticed, retried, and listens again (0.5 s later).
describe('NotificationListener (PostgreSQL)', () => {
  const connectionString = process.env.TEST_DATABASE_URL as string;
  const channel = `kernel_listener_test_${process.pid}`;
  const applicationName = `lic-listener-test-${process.pid}`;
  const events: string[] = [];
  let current: pg.Client | undefined;
  const listener = new NotificationListener({ connectionString, channel, applicationName, what: 'test' }, new Logger('test'), {
    listening: (client) => {
      current = client;
      events.push('listening');
    },
    notified: (payload) => void events.push(`notified:${payload}`),
    lost: () => void events.push('lost'),
  });

  async function sql(text: string, values: unknown[] = []): Promise<void> {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  // Generous: the reconnection is due 0.5 s after the loss, but under CI load (two jest projects on two
  // cores) a new connection, its LISTEN and a notification's round trip can take seconds. Nothing here is a
  // promise of speed; a listener that never came back would still fail.
  async function until(what: string, timeoutMs = 15_000): Promise<void> {
    const started = Date.now();
    while (!events.includes(what)) {
      if (Date.now() - started > timeoutMs) throw new Error(`no "${what}" in ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  afterAll(() => listener.stop());

  it('hears notifications, notices a killed connection, reconnects and hears them again', async () => {
    await listener.start();
    expect(events).toEqual(['listening']);
    await sql('select pg_notify($1, $2)', [channel, 'first']);
    await until('notified:first');

    await sql('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [applicationName]);
    await until('lost');
    events.length = 0;
    await until('listening');
    await sql('select pg_notify($1, $2)', [channel, 'second']);
    await until('notified:second');
  });

  it('a dying connection that says so several times (error, error, a late end) is reconnected once: one connection listens', async () => {
    await until('listening');
    const dying = current as pg.Client;
    events.length = 0;
    dying.emit('error', new Error('first'));
    dying.emit('error', new Error('second'));
    await until('listening');
    // The old client's last word arrives after the new connection listens: it changes nothing.
    dying.emit('end');
    await dying.end().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(events).toEqual(['lost', 'listening']);
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>('select count(*) from pg_stat_activity where application_name = $1', [
        applicationName,
      ]);
      expect(Number(rows[0].count)).toBe(1);
    } finally {
      await client.end();
    }
    await sql('select pg_notify($1, $2)', [channel, 'third']);
    await until('notified:third');
  });
});
