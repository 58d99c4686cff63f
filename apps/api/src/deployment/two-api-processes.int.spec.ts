import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { compileApi, createTestApp, redisAnswers, removeCompiledApi, startApiChild, TEST_REDIS_URL, type TestApp } from '@lic/api-testing';
import { DEMO_PASSWORD, SESSION_CHANNEL_PATH } from '@lic/server-identity';
import { repositoryRoot } from '../testing/server-variables';

/**
 * Several replicas, one behaviour (decision 0024): two API processes, compiled and started as
 * `npm start` runs them, on one PostgreSQL database and one Redis. Both serve HTTP and sockets, relay the
 * outbox and work pg-boss deliveries. The in-process app of the harness only migrates, seeds and reads the
 * tables: it relays nothing and works no queue.
 */
type Api = { child: ChildProcess; origin: string; name: string };

const ISSUE_QUEUE = 'payments.payment-approved/IssueLicencesOnPaymentApproved';
const CACHE_SECOND = 1100;
const DECODE_LIMIT = 4;
/** Failed sign-ins that lock a user name (the slowdown is set to the same count, so timing plays no part). */
const LOCK_AFTER = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two API processes on one PostgreSQL and one Redis', () => {
  const build = path.join(repositoryRoot, 'tmp', `two-processes-api-${process.pid}`);
  let available = false;
  let harness: TestApp;
  let a: Api;
  let b: Api;
  const sockets: Socket[] = [];
  let started = 0;

  beforeAll(async () => {
    started = Date.now();
    available = await redisAnswers();
    if (!available) {
      process.stdout.write(`Redis no responde en ${TEST_REDIS_URL}: se omite la prueba de dos procesos.\n`);
      return;
    }
    harness = await createTestApp({ seed: true, env: { REDIS_URL: '', JOBS_ENABLED: 'false', OUTBOX_POLL_MS: '0' } });
    const seeded = Date.now();
    compileApi(build);
    const compiled = Date.now();
    const env = {
      DATABASE_URL: harness.databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      JOBS_ENABLED: 'true',
      OUTBOX_POLL_MS: '50',
      DELIVERY_RETRY_BASE_SECONDS: '1',
      LOGIN_RATE_LIMIT: '1000',
      DECODE_PARAMETER_RATE_LIMIT: String(DECODE_LIMIT),
      LOGIN_SLOWDOWN_AFTER_FAILURES: String(LOCK_AFTER),
      LOGIN_LOCK_AFTER_FAILURES: String(LOCK_AFTER),
      METRICS_PORT: '',
    };
    const [first, second] = await Promise.all([startApiChild(build, env), startApiChild(build, env)]);
    a = { ...first, name: 'A' };
    b = { ...second, name: 'B' };
    process.stdout.write(
      `database migrated and seeded in ${seeded - started} ms, API compiled in ${compiled - seeded} ms, both processes up in ${Date.now() - compiled} ms\n`,
    );
  }, 180_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(
      [a, b]
        .filter((api) => api && api.child.exitCode === null)
        .map((api) => new Promise((resolve) => api.child.once('exit', resolve).kill('SIGKILL'))),
    );
    await harness?.close();
    removeCompiledApi(build);
    process.stdout.write(`two API processes: ${Date.now() - started} ms in all\n`);
  });

  const http = (api: Api) => request(api.origin);
  const rows = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    harness.orm.em.fork().getConnection().execute<T[]>(sql, params);

  const signIn = async (api: Api, UserName: string) =>
    (await http(api).post('/api/Login/Authenticate').send({ UserName, Password: DEMO_PASSWORD, AppName: 'license' }).expect(200)).body
      .result as { token: string; refreshToken: string };

  /** An authenticated call: 200 while the session lives, 401 once it is revoked. */
  const probe = (api: Api, token: string) =>
    http(api).get('/api/user/GetUserByNameId').set('Authorization', `Bearer ${token}`).set('iduser', 'superadmin');

  /** The session channel as the storefront opens it (storefront.md §7). */
  const connect = (api: Api, token: string) => {
    const socket = io(api.origin, {
      path: SESSION_CHANNEL_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token },
    });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  /**
   * How the server closed the socket, or 'still connected' if it did not within 20 s: generous, for the push
   * may go through the outbox and a pg-boss delivery, with two API processes and the harness under CI load.
   */
  const closedByServer = (socket: Socket) =>
    new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('still connected'), 20_000);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });

  /** A counter or histogram count of a process's /metrics (0 when absent). */
  const metric = async (api: Api, pattern: RegExp) => {
    const text = (await http(api).get('/metrics').expect(200)).text;
    return text.split('\n').reduce((sum, line) => (pattern.test(line) ? sum + Number(line.split(' ').pop()) : sum), 0);
  };

  async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let value = await probe();
    while (!done(value)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
      await pause(100);
      value = await probe();
    }
    return value;
  }

  it('a session signed in on one process is valid on the other, and refreshed there', async () => {
    if (!available) return;
    const session = await signIn(a, 'consulta');
    await probe(b, session.token).expect(200);
    await probe(a, session.token).expect(200);
    const refreshed = (
      await http(b).post('/api/Login/RefreshToken').send({ RefreshToken: session.refreshToken, UserName: 'consulta' }).expect(200)
    ).body.result as { token: string };
    await probe(a, refreshed.token).expect(200);
  });

  it('a sign-out on one process closes the socket held by the other, which then refuses the token', async () => {
    if (!available) return;
    const session = await signIn(a, 'consulta');
    await probe(b, session.token).expect(200); // B now holds "not revoked" in its cache
    const socket = await connect(b, session.token);
    const closed = closedByServer(socket);

    await http(a).put('/api/login/RevokeToken').send({ UserName: 'consulta', RefreshToken: session.refreshToken }).expect(200);

    expect(await closed).toBe('io server disconnect');
    await probe(a, session.token).expect(401);
    await pause(CACHE_SECOND);
    const refused = await probe(b, session.token).expect(401);
    expect(refused.body).toEqual({
      statusCode: 401,
      code: 'ACCESS.SESSION_REVOKED',
      statusMessage: 'Debes iniciar sesión para realizar esta acción.',
      errors: [],
    });
    await expect(connect(b, session.token)).rejects.toThrow('No autorizado.');
  });

  it("RevokeSessions on one process tells and closes the user's socket on the other; both refuse every session", async () => {
    if (!available) return;
    const one = await signIn(b, 'financiero');
    const two = await signIn(a, 'financiero');
    const socket = await connect(b, one.token);
    const told = new Promise<{ message: string }>((resolve) => socket.once('ReceiveSessionStatus', resolve));
    const closed = closedByServer(socket);

    // The push runs in the delivery of SessionRevoked, on A or B; the sign-out test above closes B's socket from A directly.
    const admin = await signIn(a, 'superadmin');
    await http(a)
      .post('/api/user/RevokeSessions')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ UserName: 'financiero' })
      .expect(200);

    expect(await told).toEqual({ message: 'Tu sesión ha sido cerrada por un administrador.' });
    expect(await closed).toBe('io server disconnect');
    await pause(CACHE_SECOND);
    for (const api of [a, b]) for (const { token } of [one, two]) await probe(api, token).expect(401);
    await probe(b, admin.token).expect(200);
  });

  it('a named rate limit counts the requests of both processes together: the same total as on one process', async () => {
    if (!available) return;
    const decode = (api: Api) => http(api).post('/api/Login/DecodeParameter').send({ parameter: 'abc' });
    const statuses: string[] = [];
    for (let i = 0; i < DECODE_LIMIT + 2; i++) {
      const api = i % 2 === 0 ? a : b;
      const answer = await decode(api);
      expect(answer.status).toBeLessThan(500);
      statuses.push(`${api.name}:${answer.status}`);
    }
    expect(statuses.slice(0, DECODE_LIMIT).some((s) => s.endsWith(':429'))).toBe(false);
    expect(statuses.slice(DECODE_LIMIT)).toEqual(['A:429', 'B:429']);
    process.stdout.write(`DecodeParameter limited to ${DECODE_LIMIT} per minute, alternating A and B: ${statuses.join(' ')}\n`);
  });

  it('the failed sign-ins of a user name are counted across both processes: the lock comes at the same total', async () => {
    if (!available) return;
    const attempt = (api: Api, Password: string) =>
      http(api).post('/api/Login/Authenticate').send({ UserName: 'comercial', Password, AppName: 'license' });
    for (let failure = 1; failure <= LOCK_AFTER; failure++) await attempt(failure % 2 ? a : b, `Mala-clave-${failure}`).expect(401);
    for (const api of [a, b]) {
      const locked = await attempt(api, DEMO_PASSWORD).expect(429);
      expect(locked.body.statusMessage).toBe('Demasiados intentos fallidos para este usuario. Intenta de nuevo en 15 minutos.');
    }
  });

  let paidOrders: { referenceUuid: string; email: string; documentType: number; documentNumber: string }[] = [];

  it('each event is delivered once: orders paid while both processes work the queues get their licences and mails once', async () => {
    if (!available) return;
    const [{ id: packageId }] = await rows<{ id: number }>("select id from catalogue.package where package_code = 'COLFAC-PYME'");
    const issuedBefore = (await Promise.all([a, b].map((api) => metric(api, issueDeliveries)))).reduce((x, y) => x + y, 0);
    const ORDERS = 6;
    paidOrders = await Promise.all(
      Array.from({ length: ORDERS }, async (_, i) => {
        const [registeredOn, paidOn] = i % 2 === 0 ? [a, b] : [b, a];
        const suffix = `${process.pid % 1000}${String(i).padStart(3, '0')}`;
        const customer = {
          personType: 'N',
          documentTypeId: 1,
          documentNumber: `52${suffix}`.padEnd(8, '0'),
          firstName: 'Camila',
          lastName: 'Rojas Duarte',
          cellphoneNumber: '3009876543',
          email: `replicas.${suffix}@ejemplo.com.co`,
          fulladdress: 'Carrera 15 # 93-47',
          departmentId: 11,
          cityId: 11001,
        };
        await rows(
          `insert into ordering.email_verification (id, email, app_name, attempts, verified_on, created_on)
           values (?, ?, 'license', 0, now(), now())`,
          [randomUUID(), customer.email],
        );
        const registered = await http(registeredOn)
          .post('/license/api/PurchaseOrderLicense/RegisterPurchaseOrder')
          .send({
            submissionId: randomUUID(),
            legalTermsCheck: true,
            customerService: customer,
            packagesToPurchase: [{ packageId, packageQuantity: 1 }],
            paymentMethod: 'EN_LINEA',
            appName: 'colfactura',
          })
          .expect(200);
        const order = registered.body.result as { referenceUuid: string; token: string; paymentRequest: Record<string, unknown> };
        const form = await http(paidOn)
          .post('/payment/form')
          .set('token', order.token)
          .send({ ...order.paymentRequest, user: { firstName: 'Camila', email: customer.email } })
          .expect(200);
        const decided = await http(paidOn).post(form.body.result.url).type('form').send({ decision: 'approve' });
        expect(decided.status).toBe(303);
        return { referenceUuid: order.referenceUuid, email: customer.email, documentType: 1, documentNumber: customer.documentNumber };
      }),
    );
    const references = paidOrders.map((order) => order.referenceUuid);

    // Every delivery of these orders done (pg-boss jobs of every subscriber), licences issued.
    await eventually(
      () =>
        rows<{ issued: number; open: number }>(
          `select (select count(distinct reference_uuid)::int from licensing.licence_issue where reference_uuid in (?)) as issued,
                  (select count(*)::int from jobs.job where name like '%/%' and state <> 'completed'
                     and data->'payload'->>'referenceUuid' in (?)) as open`,
          [references, references],
        ),
      ([found]) => found.issued === ORDERS && found.open === 0,
    );
    await pause(1500); // a second delivery, relay or mail would show by now

    const counts = await rows<{
      reference_uuid: string;
      payments: number;
      issues: number;
      plans: number;
      issued_events: number;
      state: number;
    }>(
      `select o.id as reference_uuid, o.state,
              (select count(*)::int from payments.payment p where p.reference_uuid = o.id) as payments,
              (select count(*)::int from licensing.licence_issue i where i.reference_uuid = o.id) as issues,
              (select count(*)::int from licensing.licence_plan l where l.reference_uuid = o.id) as plans,
              (select count(*)::int from kernel.outbox_message m
                 where m.event_name = 'licensing.licence-issued' and m.payload->>'referenceUuid' = o.id::text) as issued_events
         from ordering.purchase_order o where o.id in (?) order by o.id`,
      [references],
    );
    expect(counts).toHaveLength(ORDERS);
    for (const order of counts) expect(order).toMatchObject({ state: 6, payments: 1, issues: 1, plans: 1, issued_events: 1 });

    // One job per subscriber and event: two relays never dispatched one message twice.
    const doubled = await rows(
      `select name, data->>'outboxId' as outbox_id, count(*)::int as n from jobs.job
        where name like '%/%' and data->'payload'->>'referenceUuid' in (?) group by 1, 2 having count(*) > 1`,
      [references],
    );
    expect(doubled).toEqual([]);
    const mails = await rows<{ recipient: string; category: string; n: number }>(
      `select recipient, category, count(*)::int as n from kernel.outgoing_mail where recipient in (?) group by 1, 2 order by 1, 2`,
      [paidOrders.map((order) => order.email)],
    );
    expect(mails.filter((mail) => mail.n !== 1)).toEqual([]);
    for (const order of paidOrders)
      expect(mails.filter((m) => m.recipient === order.email && m.category === 'licence-activated')).toHaveLength(1);

    // The issuing deliveries each ran once, on one process or the other.
    const byProcess = await Promise.all([a, b].map((api) => metric(api, issueDeliveries)));
    expect(byProcess[0] + byProcess[1] - issuedBefore).toBe(ORDERS);
    process.stdout.write(
      `${ORDERS} orders paid across A and B: ${counts.reduce((n, o) => n + o.plans, 0)} plans, ${counts.reduce((n, o) => n + o.issues, 0)} issues, ` +
        `${mails.reduce((n, m) => n + m.n, 0)} mails (${[...new Set(mails.map((m) => m.category))].join(', ')}); ` +
        `licence deliveries run by A ${byProcess[0]}, by B ${byProcess[1]}\n`,
    );
  }, 90_000);

  it('consumption is never overdrawn: concurrent events split across both processes against a small balance', async () => {
    if (!available) return;
    expect(paidOrders.length).toBeGreaterThan(0);
    const customer = paidOrders[0];
    const [target] = await rows<{ id: string; feature_code: string }>(
      `select b.id, b.feature_code from licensing.licence_balance b join licensing.licence_plan p on p.id = b.plan_id
        where p.reference_uuid = ? and not b.is_unlimited and b.total >= 25 order by b.id limit 1`,
      [customer.referenceUuid],
    );
    expect(target).toBeDefined();
    const AVAILABLE = 25;

    const admin = await signIn(a, 'superadmin');
    const credential = (
      await http(b)
        .post('/license/api/app-credentials')
        .set('Authorization', `Bearer ${admin.token}`)
        .send({ appName: 'colfactura', description: 'Pruebas de réplicas' })
        .expect(200)
    ).body.result.records as { clientId: string; clientSecret: string };
    const basic = `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}`;
    const consume = async (api: Api) => {
      const eventId = `replicas-${randomUUID()}`;
      const answer = await http(api).post('/license/api/consumption').set('Authorization', basic).send({
        eventId,
        appName: 'colfactura',
        documentType: customer.documentType,
        documentNumber: customer.documentNumber,
        featureCode: target.feature_code,
        quantity: 1,
        occurredAt: new Date().toISOString(),
      });
      return { api: api.name, eventId, status: answer.status };
    };
    // One event on each process first (each one's first answer goes through the whole pipeline), then the small balance.
    for (const api of [a, b]) expect((await consume(api)).status).toBe(200);
    await rows('update licensing.licence_balance set used = total - ? where id = ?', [AVAILABLE, target.id]);
    const acceptedBefore = await Promise.all([a, b].map((api) => metric(api, acceptedConsumption)));

    const EVENTS = 80;
    const answers = await Promise.all(Array.from({ length: EVENTS }, (_, i) => consume(i % 2 === 0 ? a : b)));
    const statuses = answers.reduce<Record<number, number>>((all, x) => ({ ...all, [x.status]: (all[x.status] ?? 0) + 1 }), {});
    expect(Object.keys(statuses).filter((status) => status !== '200' && status !== '409')).toEqual([]);
    const accepted = answers.filter((x) => x.status === 200);
    expect(accepted).toHaveLength(AVAILABLE);
    const [balance] = await rows<{ used: string; total: string }>('select used, total from licensing.licence_balance where id = ?', [
      target.id,
    ]);
    expect(Number(balance.used)).toBe(Number(balance.total));
    const kept = await rows<{ event_id: string }>('select event_id from licensing.consumption_event where event_id in (?)', [
      answers.map((x) => x.eventId),
    ]);
    expect(kept.map((k) => k.event_id).sort()).toEqual(accepted.map((x) => x.eventId).sort());
    const acceptedAfter = await Promise.all([a, b].map((api) => metric(api, acceptedConsumption)));
    const acceptedBy = acceptedAfter.map((n, i) => n - acceptedBefore[i]);
    expect(acceptedBy[0] + acceptedBy[1]).toBe(AVAILABLE);
    process.stdout.write(
      `${EVENTS} concurrent events of 1 unit against ${AVAILABLE} left: ${JSON.stringify(statuses)}; accepted by A ${acceptedBy[0]}, by B ${acceptedBy[1]}\n`,
    );
  }, 60_000);

  it('licence tokens: first uses on both processes at once make one signing key; either JWKS verifies either token', async () => {
    if (!available) return;
    expect(paidOrders.length).toBeGreaterThan(0);
    const customer = paidOrders[0];
    expect(await rows('select kid from licensing.signing_key')).toEqual([]);
    const admin = await signIn(b, 'superadmin');
    const credential = (
      await http(a)
        .post('/license/api/app-credentials')
        .set('Authorization', `Bearer ${admin.token}`)
        .send({ appName: 'colfactura', description: 'Tokens en réplicas' })
        .expect(200)
    ).body.result.records as { clientId: string; clientSecret: string };
    const basic = `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        http(i % 2 === 0 ? a : b)
          .post('/license/api/licence-token')
          .set('Authorization', basic)
          .send({ documentType: customer.documentType, documentNumber: customer.documentNumber }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const keys = await rows<{ kid: string }>('select kid from licensing.signing_key where retired_on is null');
    expect(keys).toHaveLength(1);
    const tokens = answers.map((answer) => (answer.body as { result: { token: string } }).result.token);
    expect(new Set(tokens.map((token) => decodeProtectedHeader(token).kid))).toEqual(new Set([keys[0].kid]));
    for (const api of [a, b]) {
      const keySet = createLocalJWKSet((await http(api).get('/.well-known/jwks.json').expect(200)).body);
      for (const token of tokens) await jwtVerify(token, keySet, { audience: 'colfactura', algorithms: ['EdDSA'] });
    }
  }, 60_000);
});

const issueDeliveries = new RegExp(`^licencias_event_delivery_lag_seconds_count\\{queue="${ISSUE_QUEUE.replace('/', '\\/')}"\\}`);
const acceptedConsumption = /^licencias_consumption_events_total\{.*outcome="accepted".*\}/;
