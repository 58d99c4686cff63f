import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { WebhookDeliveryLogEntry, WebhookEventBody, WebhookView } from '@lic/shared-api-types';
import { signaturesOf, verifies, WebhookReceiver, type ReceivedPost } from './webhook-receiver';

const WEBHOOKS = '/license/api/webhooks';
const ADD_LICENCE = '/license/api/purchaseOrderLicense/AddNewCustomerLicense';
const TRANSPORTES_ID = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00002';

async function eventually<T>(probe: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await probe();
  }
  return value;
}

describe('webhooks: registration, signed deliveries, retries, replay, rotation', () => {
  let t: TestApp;
  let admin: string;
  let refused: string;
  let packageId: number;
  let serviceId: number;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({
      seed: true,
      // The timeout is generous: a POST the receiver holds (replays at once, below) must not time out under load.
      env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_SECONDS: '1', WEBHOOK_MAX_ATTEMPTS: '4', WEBHOOK_TIMEOUT_MS: '20000' },
    });
    admin = `Bearer ${await t.staffToken(['LICFINANCIERO'])}`;
    refused = `Bearer ${await t.staffToken(['LICENSEPROMOCODE'])}`;
    const conn = t.orm.em.getConnection();
    [{ id: packageId }] = await conn.execute<{ id: number }[]>(`select id from catalogue.package where package_code = 'COLNOM-BASICO'`);
    [{ id: serviceId }] = await conn.execute<{ id: number }[]>(`select id from catalogue.service where service_name = 'COLNOMINA'`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await receiver.stop();
  });

  const register = (body: object, who = admin) => t.http().post(WEBHOOKS).set('Authorization', who).send(body);
  const deliveries = async (id: string) =>
    (await t.http().get(`${WEBHOOKS}/${id}/deliveries`).set('Authorization', admin).expect(200)).body.result
      .records as WebhookDeliveryLogEntry[];
  const issueLicence = async () => {
    const added = await t
      .http()
      .post(ADD_LICENCE)
      .set('Authorization', admin)
      .send({
        customerId: TRANSPORTES_ID,
        serviceId,
        packageId,
        transactionRanges: [{ rangeMinimum: 1, rangeMaximum: 100, rangePrice: 1500 }],
      });
    expect(added.status).toBe(200);
  };
  const bodyOf = (post: ReceivedPost) => JSON.parse(post.body) as WebhookEventBody;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from ${sql}`, params))[0].n);

  let hookId: string;
  let secret: string;

  it('registers a webhook and shows its secret once; the list never carries it, the database keeps it encrypted', async () => {
    const created = await register({ appName: 'colnomina', url: receiver.url('/main'), events: ['licence.issued', 'balance.low'] });
    expect(created.status).toBe(200);
    expect(created.body.statusMessage).toBe('Webhook registrado. Guarde el secreto: no se volverá a mostrar.');
    ({ id: hookId, secret } = created.body.result);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const list = await t.http().get(WEBHOOKS).query({ appName: 'colnomina' }).set('Authorization', admin).expect(200);
    const listed = (list.body.result.records as WebhookView[]).find((hook) => hook.id === hookId);
    expect(listed).toMatchObject({
      appName: 'colnomina',
      url: receiver.url('/main'),
      events: ['licence.issued', 'balance.low'],
      active: true,
    });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const [stored] = await t.orm.em
      .getConnection()
      .execute<{ secret_ciphertext: string }[]>('select secret_ciphertext from webhooks.webhook where id = ?', [hookId]);
    expect(stored.secret_ciphertext).toMatch(/^v1\./);
    expect(stored.secret_ciphertext).not.toContain(secret.slice(6));
    const other = await t.http().get(WEBHOOKS).query({ appName: 'colfactura' }).set('Authorization', admin).expect(200);
    expect(other.body.result.records).toEqual([]);
  });

  it('refuses bad input with Spanish messages and stores nothing (400)', async () => {
    const before = await count('webhooks.webhook');
    const cases: [object, string, string][] = [
      [{ appName: 'colnomina', url: 'no es una url', events: ['licence.issued'] }, 'url', 'La URL del webhook no es válida'],
      [{ appName: 'colnomina', url: 'ftp://127.0.0.1/x', events: ['licence.issued'] }, 'url', 'La URL del webhook no es válida'],
      [{ appName: 'colnomina', url: receiver.url('/x'), events: ['licence.deleted'] }, 'events', 'El evento no es válido'],
      [{ appName: 'colnomina', url: receiver.url('/x'), events: [] }, 'events', 'Seleccione al menos un evento.'],
      [{ appName: 'desconocida', url: receiver.url('/x'), events: ['licence.issued'] }, 'appName', 'La aplicación no es válida.'],
      [{ appName: 'license', url: receiver.url('/x'), events: ['licence.issued'] }, 'appName', 'La aplicación no es válida.'],
      [
        { appName: 'colnomina', url: 'https://usuario:clave@api.example.com/x', events: ['licence.issued'] },
        'url',
        'usuario ni contraseña',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await register(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toEqual(expect.any(String));
      expect(response.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, message: expect.stringContaining(message) })]),
      );
    }
    expect(await count('webhooks.webhook')).toBe(before);
  });

  it('refuses URLs that reach private, loopback, link-local or reserved addresses, or plain http (SSRF)', async () => {
    const cases: [string, string][] = [
      ['http://api.example.com/hook', 'debe usar https'],
      ['https://10.0.0.8/hook', 'dirección privada'],
      ['https://192.168.1.1/hook', 'dirección privada'],
      ['https://172.20.0.1/hook', 'dirección privada'],
      ['https://169.254.169.254/latest/meta-data', 'dirección privada'],
      ['https://100.64.0.1/hook', 'dirección privada'],
      ['https://0.0.0.0/hook', 'dirección privada'],
      ['https://[::1]/hook', 'dirección privada'],
      ['https://[fd00::1]/hook', 'dirección privada'],
      ['https://[fe80::1]/hook', 'dirección privada'],
      ['https://[::ffff:127.0.0.1]/hook', 'dirección privada'],
      ['https://127.0.0.2/hook', 'dirección privada'],
      ['https://localhost/hook', 'dirección privada'],
    ];
    for (const [url, message] of cases) {
      const response = await register({ appName: 'colnomina', url, events: ['licence.issued'] });
      expect({ url, status: response.status }).toEqual({ url, status: 400 });
      expect(response.body.errors[0]).toEqual({ field: 'url', message: expect.stringContaining(message) });
    }
  });

  it('lets only LICENSES holders in (403 for other staff, 401 anonymous)', async () => {
    expect((await register({ appName: 'colnomina', url: receiver.url('/x'), events: ['licence.issued'] }, refused)).status).toBe(403);
    expect((await t.http().get(WEBHOOKS).set('Authorization', refused)).status).toBe(403);
    expect((await t.http().post(`${WEBHOOKS}/${hookId}/disable`).set('Authorization', refused)).status).toBe(403);
    expect((await t.http().post(`${WEBHOOKS}/${hookId}/rotate-secret`).set('Authorization', refused)).status).toBe(403);
    expect((await t.http().get(`${WEBHOOKS}/${hookId}/deliveries`).set('Authorization', refused)).status).toBe(403);
    expect((await t.http().post(`${WEBHOOKS}/deliveries/${hookId}/replay`).set('Authorization', refused)).status).toBe(403);
    expect((await t.http().get(WEBHOOKS)).status).toBe(401);
  });

  it('an issued licence reaches the receiver signed: it recomputes the HMAC; the attempt is logged', async () => {
    await issueLicence();
    const [post] = await eventually(
      () => receiver.on('/main'),
      (posts) => posts.length >= 1,
    );
    expect(post.headers['content-type']).toBe('application/json');
    expect(verifies(post, secret)).toBe(true);
    expect(verifies(post, 'whsec_otro')).toBe(false);
    const body = bodyOf(post);
    expect(body).toMatchObject({
      type: 'licence.issued',
      data: { documentTypeId: expect.any(Number), documentNumber: expect.any(String), serviceName: 'COLNOMINA' },
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.headers['licencias-event-id']).toBe(body.id);

    const [delivery] = await eventually(
      () => deliveries(hookId),
      (log) => log[0]?.state === 'delivered',
    );
    expect(delivery).toMatchObject({ eventId: body.id, eventType: 'licence.issued', attempts: 1, lastStatus: 200 });
    expect(delivery.log).toEqual([
      expect.objectContaining({ statusCode: 200, responseExcerpt: 'recibido', error: null, durationMs: expect.any(Number) }),
    ]);
  });

  it('a receiver that fails twice (a redirect, a 503) then answers 200 gets the same event three times; every attempt logged', async () => {
    receiver.failNext(302, 503);
    const before = receiver.on('/main').length;
    await issueLicence();
    const posts = await eventually(
      () => receiver.on('/main').slice(before),
      (found) => found.length >= 3,
      45_000,
    );
    expect(new Set(posts.map((post) => bodyOf(post).id)).size).toBe(1);
    expect(posts.every((post) => verifies(post, secret))).toBe(true);
    const log = await eventually(
      () => deliveries(hookId),
      (found) => found[0]?.state === 'delivered',
    );
    expect(log[0]).toMatchObject({ attempts: 3, lastStatus: 200, lastError: null });
    expect(log[0].log.map((attempt) => attempt.statusCode)).toEqual([302, 503, 200]);
    expect(log[0].log[0].error).toBe('El receptor respondió 302.');
    // The redirect was not followed.
    expect(receiver.on('/elsewhere')).toEqual([]);
  }, 60_000);

  it('replays a delivery: the same event id and body, a new signature', async () => {
    const [latest] = await deliveries(hookId);
    const before = receiver.on('/main').length;
    const original = receiver.on('/main').at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const replayed = await t.http().post(`${WEBHOOKS}/deliveries/${latest.id}/replay`).set('Authorization', admin);
    expect(replayed.status).toBe(200);
    expect(replayed.body.statusMessage).toBe('Entrega reenviada.');
    const [post] = await eventually(
      () => receiver.on('/main').slice(before),
      (found) => found.length >= 1,
    );
    expect(post.body).toBe(original.body);
    expect(verifies(post, secret)).toBe(true);
    expect(post.headers['licencias-signature']).not.toBe(original.headers['licencias-signature']);
    const log = await eventually(
      () => deliveries(hookId),
      (found) => found[0]?.attempts === 4 && found[0]?.state === 'delivered',
    );
    expect(log[0].id).toBe(latest.id);

    expect(
      (await t.http().post(`${WEBHOOKS}/deliveries/00000000-0000-4000-8000-000000000000/replay`).set('Authorization', admin)).status,
    ).toBe(404);
    const malformed = await t.http().post(`${WEBHOOKS}/deliveries/abc/replay`).set('Authorization', admin);
    expect(malformed.status).toBe(404);
    expect(malformed.body.statusMessage).toBe('No se encontró la entrega.');
  });

  it('two replays of one delivery at once send it once; a pending delivery is not replayed (409)', async () => {
    const [latest] = await deliveries(hookId);
    const before = receiver.on('/main').length;
    // The receiver holds the replayed POST until the three replays have answered: the delivery is still in
    // flight for each of them, as "at once" means. (Without the hold, under load the first replay's POST could
    // be answered before the third request got to its update; that replay of a delivered one is then legitimate.)
    const release = receiver.hold();
    const replays = await Promise.all(
      [1, 2, 3].map(() => t.http().post(`${WEBHOOKS}/deliveries/${latest.id}/replay`).set('Authorization', admin)),
    ).finally(release);
    expect(replays.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(replays.find((r) => r.status === 409)!.body.statusMessage).toBe(
      'La entrega aún está en curso; espere a que termine para reenviarla.',
    );
    await eventually(
      () => deliveries(hookId),
      (found) => found[0]?.state === 'delivered' && found[0]?.attempts === latest.attempts + 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.on('/main').length - before).toBe(1);
  });

  it('checks the address again before every POST: a URL turned private is refused and logged, never connected', async () => {
    const guarded = await register({ appName: 'colnomina', url: receiver.url('/guarded'), events: ['licence.issued'] }).expect(200);
    // As if the host now resolved to a private address (rebinding): the stored URL points inward.
    await t.orm.em
      .getConnection()
      .execute(`update webhooks.webhook set url = 'https://10.0.0.1/guarded' where id = ?`, [guarded.body.result.id]);
    await issueLicence();
    const [log] = await eventually(
      () => deliveries(guarded.body.result.id),
      (found) => (found[0]?.log.length ?? 0) >= 1,
    );
    expect(log.log[0]).toMatchObject({ statusCode: null, error: expect.stringContaining('dirección privada') });
    expect(receiver.on('/guarded')).toEqual([]);
    await t.http().post(`${WEBHOOKS}/${guarded.body.result.id}/disable`).set('Authorization', admin).expect(200);
  });

  it('rotates the secret with the default grace: 24 h during which each POST carries v1=<new>,v1=<old>, either verifies', async () => {
    const rotated = await t.http().post(`${WEBHOOKS}/${hookId}/rotate-secret`).set('Authorization', admin);
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.result.secret as string;
    expect(fresh).not.toBe(secret);
    const until = Date.parse(rotated.body.result.previousSecretExpiresOn);
    expect(Math.abs(until - (Date.now() + 86_400_000))).toBeLessThan(120_000);
    const listed = (await t.http().get(WEBHOOKS).set('Authorization', admin).expect(200)).body.result.records as WebhookView[];
    expect(listed.find((hook) => hook.id === hookId)?.previousSecretExpiresOn).toBe(rotated.body.result.previousSecretExpiresOn);
    const before = receiver.on('/main').length;
    await issueLicence();
    const [post] = await eventually(
      () => receiver.on('/main').slice(before),
      (found) => found.length >= 1,
    );
    const [first, second] = signaturesOf(post);
    expect(signaturesOf(post)).toHaveLength(2);
    const timestamp = /^t=(\d+),/.exec(String(post.headers['licencias-signature']))![1];
    expect(first).toBe(createHmac('sha256', fresh).update(`${timestamp}.${post.body}`).digest('hex'));
    expect(second).toBe(createHmac('sha256', secret).update(`${timestamp}.${post.body}`).digest('hex'));
    expect(verifies(post, fresh)).toBe(true);
    expect(verifies(post, secret)).toBe(true);
    expect(verifies(post, 'whsec_otro')).toBe(false);
    secret = fresh;
  });

  it('rotates with no grace (graceSeconds 0): the new one alone signs; a grace outside 0–7 days is a 400 that changes nothing', async () => {
    for (const graceSeconds of [-1, 604_801, 1.5, '3600']) {
      const refused = await t.http().post(`${WEBHOOKS}/${hookId}/rotate-secret`).set('Authorization', admin).send({ graceSeconds });
      expect({ graceSeconds, status: refused.status }).toEqual({ graceSeconds, status: 400 });
      expect(refused.body.errors[0]).toEqual({
        field: 'graceSeconds',
        message: 'El periodo de gracia debe ser un número entero de segundos entre 0 y 604800 (7 días).',
      });
    }
    const rotated = await t.http().post(`${WEBHOOKS}/${hookId}/rotate-secret`).set('Authorization', admin).send({ graceSeconds: 0 });
    expect(rotated.status).toBe(200);
    expect(rotated.body.result.previousSecretExpiresOn).toBeNull();
    const fresh = rotated.body.result.secret as string;
    const before = receiver.on('/main').length;
    await issueLicence();
    const [post] = await eventually(
      () => receiver.on('/main').slice(before),
      (found) => found.length >= 1,
    );
    expect(signaturesOf(post)).toHaveLength(1);
    expect(verifies(post, fresh)).toBe(true);
    expect(verifies(post, secret)).toBe(false);
    secret = fresh;
  });

  it('a disabled webhook receives nothing; an active one of the same app does', async () => {
    const second = await register({ appName: 'colnomina', url: receiver.url('/second'), events: ['licence.issued'] }).expect(200);
    const disabled = await t.http().post(`${WEBHOOKS}/${hookId}/disable`).set('Authorization', admin);
    expect(disabled.status).toBe(200);
    expect(disabled.body.result.records).toMatchObject({ id: hookId, active: false, disabledOn: expect.any(String) });
    const before = receiver.on('/main').length;
    await issueLicence();
    await eventually(
      () => receiver.on('/second'),
      (found) => found.length >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.on('/main').length).toBe(before);
    expect(verifies(receiver.on('/second')[0], second.body.result.secret)).toBe(true);
    // A disabled webhook has no secret to rotate and no delivery to replay.
    expect((await t.http().post(`${WEBHOOKS}/${hookId}/rotate-secret`).set('Authorization', admin)).status).toBe(409);
    const [old] = await deliveries(hookId);
    expect((await t.http().post(`${WEBHOOKS}/deliveries/${old.id}/replay`).set('Authorization', admin)).status).toBe(409);
    expect((await t.http().post(`${WEBHOOKS}/00000000-0000-4000-8000-000000000000/disable`).set('Authorization', admin)).status).toBe(404);
  });

  it('consumption crossing 85 % and 100 % of a balance reaches the app as balance.low and balance.exhausted', async () => {
    const hook = await register({
      appName: 'colfactura',
      url: receiver.url('/balances'),
      events: ['balance.low', 'balance.exhausted'],
    }).expect(200);
    const conn = t.orm.em.getConnection();
    const [plan] = await conn.execute<{ id: string }[]>(
      `insert into licensing.licence_plan (created_on, origin, customer_id, customer_name, document_type_id, document_number, app_name,
         service_id, service_name, service_description, package_id, package_code, package_name, package_type_code, quantity,
         validity_type_id, validity_period, effective_date, expiration_date, purchase_date)
       values (now(), 'TEST', gen_random_uuid(), 'Saldos S.A.S.', 4, '800777001', 'colfactura', 1, 'COLFACTURA', 'COLFACTURA', 1,
         'PKTEST', 'Paquete de prueba', 'BAS', 1, 'A', 1, now() - interval '1 day', now() + interval '1 year', now())
       returning id`,
    );
    await conn.execute(
      `insert into licensing.licence_balance (plan_id, document_type_id, document_number, service_name, feature_id, feature_code,
         feature_name, feature_category, total, used, is_unlimited, effective_date, expiration_date)
       select p.id, 4, '800777001', 'COLFACTURA', 1, 'COLFACTURA_DOCUMENTO', 'Documentos electrónicos', 'T', 20, 0, false,
         p.effective_date, p.expiration_date from licensing.licence_plan p where p.id = ?`,
      [plan.id],
    );
    const credential = await t
      .http()
      .post('/license/api/app-credentials')
      .set('Authorization', admin)
      .send({ appName: 'colfactura', description: 'Pruebas de webhooks' })
      .expect(200);
    const { clientId, clientSecret } = credential.body.result.records as { clientId: string; clientSecret: string };
    const consume = (quantity: number, eventId: string) =>
      t
        .http()
        .post('/license/api/consumption')
        .set('Authorization', `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`)
        .send({
          eventId,
          appName: 'colfactura',
          documentType: 4,
          documentNumber: '800777001',
          featureCode: 'COLFACTURA_DOCUMENTO',
          quantity,
          occurredAt: new Date().toISOString(),
        });
    expect((await consume(17, 'wh-saldo-1')).status).toBe(200);
    expect((await consume(3, 'wh-saldo-2')).status).toBe(200);
    const posts = await eventually(
      () => receiver.on('/balances'),
      (found) => found.length >= 2,
    );
    const bodies = posts.map(bodyOf).sort((a, b) => a.type.localeCompare(b.type));
    expect(bodies.map((body) => body.type)).toEqual(['balance.exhausted', 'balance.low']);
    expect(bodies[1].data).toMatchObject({
      documentTypeId: 4,
      documentNumber: '800777001',
      serviceName: 'COLFACTURA',
      planId: Number(plan.id),
      featureCode: 'COLFACTURA_DOCUMENTO',
      featureName: 'Documentos electrónicos',
      total: 20,
      used: 17,
      available: 3,
    });
    expect(bodies[0].data).toMatchObject({ total: 20, used: 20, available: 0 });
    expect(posts.every((post) => verifies(post, hook.body.result.secret))).toBe(true);
  });

  it('an integration event delivered twice to the subscriber makes one delivery per webhook', async () => {
    const deliveriesBefore = await count('webhooks.webhook_delivery');
    const jobsBefore = await count(`jobs.job where name = 'webhooks.delivery'`);
    const [message] = await t.orm.em
      .getConnection()
      .execute<{ payload: Record<string, unknown> }[]>(
        `select payload from kernel.outbox_message where event_name = 'licensing.licence-issued' order by id desc limit 1`,
      );
    // The same payload again through the outbox: the subscriber's redelivery.
    await t.orm.em
      .getConnection()
      .execute(`insert into kernel.outbox_message (event_name, payload, occurred_on) values ('licensing.licence-issued', ?, now())`, [
        JSON.stringify(message.payload),
      ]);
    await eventually(
      () => count(`kernel.outbox_message where dispatched_on is null`),
      (pending) => pending === 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await count('webhooks.webhook_delivery')).toBe(deliveriesBefore);
    expect(await count(`jobs.job where name = 'webhooks.delivery'`)).toBe(jobsBefore);
  });
});
