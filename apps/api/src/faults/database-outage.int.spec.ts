import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { GenericMessage } from '@lic/shared-api-types';
import {
  createTestApp,
  postgresBinaries,
  prepareLoad,
  startLoad,
  startStreamingReplicaPair,
  TcpForwarder,
  testServerUrl,
  verifyLoad,
  type LoadLedger,
  type LoadSetup,
  type StreamingReplicaPair,
  type TestApp,
} from '@lic/api-testing';

/*
 * The API while its database is unreachable, restarts or answers read-only (decision 0043): every route that
 * needs the database answers 503 with Retry-After and the Spanish envelope, readiness is 503 meanwhile, the
 * pools (ORM, consumption, job engine, LISTEN connections) come back by themselves, and everything answered
 * 2xx is in the database afterwards, once. A TCP forwarder between the API and PostgreSQL plays the network.
 */

jest.setTimeout(120_000);

const UNAVAILABLE = {
  statusCode: 503,
  code: 'DATABASE_UNAVAILABLE',
  statusMessage: GenericMessage.DATABASE_UNAVAILABLE,
  errors: [],
};
const SESSION_UNCHECKED = {
  statusCode: 503,
  code: 'ACCESS.SESSION_CHECK_UNAVAILABLE',
  statusMessage: 'No fue posible validar tu sesión en este momento. Intenta de nuevo en unos segundos.',
  errors: [],
};
/** The 503 codes a client may see while the database is unavailable. */
const UNAVAILABLE_CODES = ['DATABASE_UNAVAILABLE', 'DATABASE_BUSY', 'ACCESS.SESSION_CHECK_UNAVAILABLE'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FAST_LIMITS = { RATE_LIMIT_PER_MINUTE: '10000000', PAYMENT_CONFIRMATION_RATE_LIMIT: '1000000' };

async function waitFor(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await pause(50);
  }
  return Date.now() - started;
}

/**
 * Once the load stopped, the ORM's pool holds no connection: none was kept by a transaction whose BEGIN,
 * COMMIT or ROLLBACK lost its connection (the pool would run dry after a few outages).
 */
async function ormPoolSettles(t: TestApp): Promise<void> {
  const pool = (await t.orm.em.getConnection().getNativeClient()) as pg.Pool;
  await waitFor(
    'the ORM pool holding no connection after the load',
    () => pool.waitingCount === 0 && pool.totalCount === pool.idleCount,
    10_000,
  );
}

/**
 * Milliseconds from `since` to the acknowledgement of the first event or approval first sent after it: a new id,
 * so a real write (a call in flight before, or a replay the server answers by reading, proves nothing).
 */
async function firstWriteSentAfter(ledger: LoadLedger, since: number, what: string): Promise<number> {
  const acknowledged = () => [...ledger.times.values()].filter((time) => time.sent > since).map((time) => time.acknowledged);
  await waitFor(what, () => acknowledged().length > 0);
  return Math.min(...acknowledged()) - since;
}

/** Every call a client may make that needs the database, each through the path that serves it. */
function probes(setup: LoadSetup) {
  const app = { Authorization: setup.authorization, 'Content-Type': 'application/json' };
  const event = (eventId: string) => ({
    eventId,
    appName: 'colfactura',
    documentType: 4,
    documentNumber: setup.documentNumber,
    featureCode: 'DRILL_DOCUMENTO',
    quantity: 1,
    occurredAt: new Date().toISOString(),
  });
  return {
    'consumption (fast path)': () =>
      fetch(`${setup.origin}/license/api/consumption`, {
        method: 'POST',
        headers: app,
        body: JSON.stringify(event(`probe-${Date.now()}`)),
      }),
    'consumption batch (fast path)': () =>
      fetch(`${setup.origin}/license/api/consumption/batch`, {
        method: 'POST',
        headers: app,
        body: JSON.stringify({ events: [event(`probe-b-${Date.now()}`)] }),
      }),
    'consumption through Nest': () =>
      fetch(`${setup.origin}/license/api/consumption`, {
        method: 'POST',
        headers: { ...app, 'Content-Type': 'application/json; charset="utf-8"' },
        body: JSON.stringify(event(`probe-n-${Date.now()}`)),
      }),
    'entitlements (fast path)': () =>
      fetch(`${setup.origin}/license/api/entitlements?documentType=4&documentNumber=${setup.documentNumber}&featureCode=DRILL_DOCUMENTO`, {
        headers: app,
      }),
    'back-office list (bearer, its session checked before)': () =>
      fetch(`${setup.origin}/license/api/featureType/GetAllFeatureType`, { headers: { Authorization: `Bearer ${setup.staffToken}` } }),
    'storefront order (anonymous)': () =>
      fetch(`${setup.origin}/license/api/PurchaseOrderLicense/GetStatusPurchaseOrder/7b0c7f5e-8f4e-4d2c-9a51-3c1b2f0e9d11/firmaya`, {
        headers: { countValidatePayment: '0' },
      }),
  };
}

describe('the API while PostgreSQL is unreachable or restarting', () => {
  let forwarder: TcpForwarder;
  let t: TestApp;
  let setup: LoadSetup;

  beforeAll(async () => {
    const server = new URL(testServerUrl());
    forwarder = await TcpForwarder.start({ host: server.hostname, port: Number(server.port || 5432) });
    t = await createTestApp({ seed: true, databaseServer: forwarder.urlFor(testServerUrl()), env: FAST_LIMITS });
    await t.app.listen(0, '127.0.0.1');
    setup = await prepareLoad(t, `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`, 60);
  });
  afterAll(async () => {
    forwarder?.restore();
    await t?.close();
    await forwarder?.stop();
  });

  it('answers every route that needs the database with 503, Retry-After and the envelope while it is cut; readiness too', async () => {
    // Each path warmed (fast paths capture the pipeline's headers from their first answer).
    for (const send of Object.values(probes(setup))) await send();
    await fetch(`${setup.origin}/api/health/ready`).then((response) => expect(response.status).toBe(200));

    forwarder.cut();
    try {
      for (const [name, send] of Object.entries(probes(setup))) {
        const response = await send();
        const body = await response.json();
        expect({ name, status: response.status, retryAfter: response.headers.get('retry-after'), body }).toEqual({
          name,
          status: 503,
          retryAfter: '2',
          body: name.includes('bearer') ? expect.objectContaining({ statusCode: 503, errors: [] }) : UNAVAILABLE,
        });
      }
      // A session not seen before cannot be checked against the revocation list: refused (fail closed), 503 too.
      const fresh = await fetch(`${setup.origin}/license/api/featureType/GetAllFeatureType`, {
        headers: { Authorization: `Bearer ${await t.staffToken(['SUPERADMIN'])}` },
      });
      expect({ status: fresh.status, retryAfter: fresh.headers.get('retry-after'), body: await fresh.json() }).toEqual({
        status: 503,
        retryAfter: '2',
        body: SESSION_UNCHECKED,
      });
      const ready = await fetch(`${setup.origin}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toMatchObject({
        statusCode: 503,
        code: 'HEALTH.NOT_READY',
        statusMessage: 'El servicio aún no está listo: la base de datos no responde.',
        checks: { database: { status: 'down' } },
      });
      // The process stays alive: liveness does not ask the database.
      expect((await fetch(`${setup.origin}/api/health/live`)).status).toBe(200);
    } finally {
      forwarder.restore();
    }
    await waitFor('readiness after the database returned', async () => (await fetch(`${setup.origin}/api/health/ready`)).status === 200);
    // The caches' LISTEN connections are back by themselves (their delay after a loss is 5 s at most).
    const admin = new pg.Client({ connectionString: testServerUrl() });
    await admin.connect();
    try {
      await waitFor('the LISTEN connections back', async () => {
        const { rows } = await admin.query<{ application_name: string }>(
          `select application_name from pg_stat_activity where datname = $1 and query ilike 'listen %'`,
          [new URL(t.databaseUrl).pathname.slice(1)],
        );
        const names = new Set(rows.map((row) => row.application_name));
        return names.has('lic-entitlements-listener') && names.has('lic-catalogue-listener');
      });
    } finally {
      await admin.end();
    }
    for (const [name, send] of Object.entries(probes(setup))) {
      const response = await send();
      expect({ name, status: response.status }).toEqual({ name, status: name.startsWith('storefront') ? 404 : 200 });
    }
  });

  it('under a mix of reads, consumption and payments: no 500 through a cut and a server-side termination, nothing acknowledged lost or doubled', async () => {
    const load = startLoad(setup, { singles: 2, batches: 1, reservations: 1, payments: 1, reads: 2 });
    await waitFor('the load writing', () => load.ledger.writes.length >= 20);

    // 1. The network to PostgreSQL is cut for 3 s (a restart, a failover behind a Service).
    forwarder.cut();
    const cutAt = Date.now();
    await pause(3_000);
    const before = load.ledger.statuses.get(503) ?? 0;
    forwarder.restore();
    const restoredAt = Date.now();
    const afterCut = await firstWriteSentAfter(load.ledger, restoredAt, 'a write sent after the database returned');

    // 2. The server ends every connection of the database (admin shutdown, 57P01), as a restart does.
    const admin = new pg.Client({ connectionString: testServerUrl() });
    await admin.connect();
    const terminatedAt = Date.now();
    const { rowCount: terminated } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(t.databaseUrl).pathname.slice(1)],
    );
    await admin.end();
    const afterTermination = await firstWriteSentAfter(load.ledger, terminatedAt, 'a write sent after the termination');
    await pause(1_500);
    const ledger = await load.stop();
    await ormPoolSettles(t);

    expect(ledger.unexpected).toEqual([]);
    expect(ledger.bad503).toEqual([]);
    expect([...ledger.statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(before).toBeGreaterThan(0);
    expect([...ledger.unavailableCodes.keys()].filter((code) => !UNAVAILABLE_CODES.includes(code))).toEqual([]);
    expect(ledger.abandoned).toBe(0);

    const check = await verifyLoad(t.databaseUrl, setup, ledger);
    expect(check.events.lost).toEqual([]);
    expect(check.events.extra).toBe(0);
    expect(check.balance.used).toBe(check.balance.counted);
    expect(check.reservations.lost).toEqual([]);
    expect(check.approvals.lost).toEqual([]);
    expect(check.approvals.doubled).toEqual([]);
    expect(check.licences.missing).toEqual([]);
    expect(check.licences.doubled).toEqual([]);
    expect(check.events.acknowledged).toBeGreaterThan(20);
    expect(check.approvals.acknowledged).toBeGreaterThan(0);
    process.stdout.write(
      `database outage under load: cut ${restoredAt - cutAt} ms, first write ${afterCut} ms after the database returned; ` +
        `${terminated} connections terminated, first write ${afterTermination} ms later; answers ${JSON.stringify(Object.fromEntries(ledger.statuses))}; ` +
        `acknowledged ${check.events.acknowledged} events, ${check.reservations.acknowledged} reservations, ${check.approvals.acknowledged} approvals ` +
        `(${check.licences.issued} licences); lost 0, doubled 0\n`,
    );
  });
});

const bin = postgresBinaries();
(bin ? describe : describe.skip)('the API on connections to a demoted primary (read-only)', () => {
  let pair: StreamingReplicaPair;
  let forwarder: TcpForwarder;
  let t: TestApp;
  let setup: LoadSetup;
  const standbyPort = () => Number(new URL(pair.replicaUrl).port);
  const primaryPort = () => Number(new URL(pair.primaryUrl).port);

  beforeAll(async () => {
    pair = await startStreamingReplicaPair(bin!);
    forwarder = await TcpForwarder.start({ host: '127.0.0.1', port: primaryPort() });
    t = await createTestApp({ seed: true, databaseServer: forwarder.urlFor(pair.primaryUrl), env: FAST_LIMITS });
    await t.app.listen(0, '127.0.0.1');
    setup = await prepareLoad(t, `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`, 40);
  }, 120_000);
  afterAll(async () => {
    forwarder?.retarget(primaryPort());
    await t?.close();
    await forwarder?.stop();
    await pair?.stop();
  });

  it('answers writes 503 (not 500) while its connections reach a standby, and writes again once the service points at the primary', async () => {
    if (!bin) return;
    const load = startLoad(setup, { singles: 2, batches: 1, reservations: 1, payments: 1, reads: 1 });
    await waitFor('the load writing', () => load.ledger.writes.length >= 20);
    // The service's endpoint is a standby for 2 s: every new connection reaches a server that refuses writes.
    forwarder.retarget(standbyPort());
    const demotedAt = Date.now();
    await waitFor('a read-only refusal', () => (load.ledger.unavailableCodes.get('DATABASE_UNAVAILABLE') ?? 0) > 0);
    await pause(2_000);
    const probe = await fetch(`${setup.origin}/license/api/consumption`, {
      method: 'POST',
      headers: { Authorization: setup.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventId: `probe-ro-${Date.now()}`,
        appName: 'colfactura',
        documentType: 4,
        documentNumber: setup.documentNumber,
        featureCode: 'DRILL_DOCUMENTO',
        quantity: 1,
        occurredAt: new Date().toISOString(),
      }),
    });
    expect({ status: probe.status, retryAfter: probe.headers.get('retry-after'), body: await probe.json() }).toEqual({
      status: 503,
      retryAfter: '2',
      body: UNAVAILABLE,
    });
    // The service points at the primary again, but connections already open stay with the standby.
    forwarder.retarget(primaryPort(), { keepExisting: true });
    const repointedAt = Date.now();
    const recovered = await firstWriteSentAfter(load.ledger, repointedAt, 'a write sent after the service pointed at the primary');
    await pause(1_500);
    const ledger = await load.stop();
    await ormPoolSettles(t);

    expect(ledger.unexpected).toEqual([]);
    expect(ledger.bad503).toEqual([]);
    expect([...ledger.statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(ledger.abandoned).toBe(0);
    const check = await verifyLoad(t.databaseUrl, setup, ledger);
    expect(check.events.lost).toEqual([]);
    expect(check.balance.used).toBe(check.balance.counted);
    expect(check.reservations.lost).toEqual([]);
    expect(check.approvals.lost).toEqual([]);
    expect(check.approvals.doubled).toEqual([]);
    expect(check.licences.missing).toEqual([]);
    process.stdout.write(
      `read-only standby behind the service for ${repointedAt - demotedAt} ms: ${ledger.statuses.get(503) ?? 0} answers 503, ` +
        `first write ${recovered} ms after the service pointed at the primary again (connections kept); ` +
        `acknowledged ${check.events.acknowledged} events, ${check.approvals.acknowledged} approvals, lost 0, doubled 0\n`,
    );
  });
});
