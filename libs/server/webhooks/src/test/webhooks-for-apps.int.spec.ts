import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { WebhookDeliveryLogEntry, WebhookEventBody, WebhookView } from '@lic/shared-api-types';
import { verifies, WebhookReceiver } from './webhook-receiver';

const WEBHOOKS = '/license/api/webhooks';

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

/** The value of one sample of the Prometheus text (0 when absent). */
function sample(metrics: string, name: string, labels: string): number {
  const line = metrics.split('\n').find((each) => each.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('webhooks managed by the apps with their credentials; the test event; the delivery log; metrics', () => {
  let t: TestApp;
  let admin: string;
  let nomina: string;
  let factura: string;
  const receiver = new WebhookReceiver();

  const basic = (credential: { clientId: string; clientSecret: string }) =>
    `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}`;
  const credentialFor = async (appName: string) => {
    const created = await t
      .http()
      .post('/license/api/app-credentials')
      .set('Authorization', admin)
      .send({ appName, description: 'Webhooks' });
    expect(created.status).toBe(200);
    return basic(created.body.result.records);
  };
  const deliveries = async (id: string, who: string) =>
    (await t.http().get(`${WEBHOOKS}/${id}/deliveries`).set('Authorization', who).expect(200)).body.result
      .records as WebhookDeliveryLogEntry[];

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({
      seed: true,
      env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_SECONDS: '60', WEBHOOK_MAX_ATTEMPTS: '3', WEBHOOK_TIMEOUT_MS: '20000' },
    });
    admin = `Bearer ${await t.staffToken(['SUPERADMIN'])}`;
    nomina = await credentialFor('colnomina');
    factura = await credentialFor('colfactura');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await receiver.stop();
  });

  let nominaHook: string;
  let nominaSecret: string;
  let facturaHook: string;

  it('an app registers and lists its own webhooks with its credential; appName of another app is 403', async () => {
    const created = await t
      .http()
      .post(WEBHOOKS)
      .set('Authorization', nomina)
      .send({ appName: 'colnomina', url: receiver.url('/nomina'), events: ['licence.issued'] });
    expect(created.status).toBe(200);
    ({ id: nominaHook, secret: nominaSecret } = created.body.result);
    const other = await t
      .http()
      .post(WEBHOOKS)
      .set('Authorization', factura)
      .send({ appName: 'colfactura', url: receiver.url('/factura'), events: ['balance.low'] });
    facturaHook = other.body.result.id;

    const forged = await t
      .http()
      .post(WEBHOOKS)
      .set('Authorization', nomina)
      .send({ appName: 'colfactura', url: receiver.url('/robado'), events: ['licence.issued'] });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({
      code: 'WEBHOOKS.APP_MISMATCH',
      statusMessage: 'La credencial es de otra aplicación: solo puede gestionar los webhooks de la suya.',
    });

    const mine = (await t.http().get(WEBHOOKS).set('Authorization', nomina).expect(200)).body.result.records as WebhookView[];
    expect(mine.map((hook) => hook.id)).toEqual([nominaHook]);
    expect((await t.http().get(WEBHOOKS).query({ appName: 'colfactura' }).set('Authorization', nomina)).status).toBe(403);
    // Staff still see every app's.
    const all = (await t.http().get(WEBHOOKS).set('Authorization', admin).expect(200)).body.result.records as WebhookView[];
    expect(all.map((hook) => hook.id)).toEqual(expect.arrayContaining([nominaHook, facturaHook]));
    expect(await t.orm.em.getConnection().execute(`select 1 from webhooks.webhook where url like '%/robado'`)).toEqual([]);
  });

  it("an app can never see or touch another app's webhook: every call answers as for an unknown id, and changes nothing", async () => {
    const calls = [
      t.http().post(`${WEBHOOKS}/${facturaHook}/disable`),
      t.http().post(`${WEBHOOKS}/${facturaHook}/rotate-secret`),
      t.http().post(`${WEBHOOKS}/${facturaHook}/test`),
      t.http().get(`${WEBHOOKS}/${facturaHook}/deliveries`),
    ];
    for (const call of calls) {
      const answer = await call.set('Authorization', nomina);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('WEBHOOKS.NOT_FOUND');
    }
    const [hook] = await t.orm.em
      .getConnection()
      .execute<{ disabled_on: Date | null; secret_rotated_on: Date | null }[]>(
        'select disabled_on, secret_rotated_on from webhooks.webhook where id = ?',
        [facturaHook],
      );
    expect(hook).toEqual({ disabled_on: null, secret_rotated_on: null });
    expect(await t.orm.em.getConnection().execute('select 1 from webhooks.webhook_delivery where webhook_id = ?', [facturaHook])).toEqual(
      [],
    );
  });

  it('a wrong, revoked or missing credential is 401; a staff token without LICENSES is 403', async () => {
    const wrong = `Basic ${Buffer.from('colnomina-0000:nope').toString('base64')}`;
    const refused = await t.http().get(WEBHOOKS).set('Authorization', wrong);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('LICENSING.CREDENTIAL_INVALID');
    expect((await t.http().post(`${WEBHOOKS}/${nominaHook}/test`)).status).toBe(401);
    const promo = `Bearer ${await t.staffToken(['LICENSEPROMOCODE'])}`;
    expect((await t.http().post(`${WEBHOOKS}/${nominaHook}/test`).set('Authorization', promo)).status).toBe(403);
  });

  it('the test event: a signed ping reaches the receiver and shows in the log with the answer’s first bytes; /metrics counts it', async () => {
    const metricsBefore = (await t.http().get('/metrics').expect(200)).text;
    const sent = await t.http().post(`${WEBHOOKS}/${nominaHook}/test`).set('Authorization', nomina);
    expect(sent.status).toBe(200);
    expect(sent.body.statusMessage).toBe('Evento de prueba enviado. Revise el registro de entregas.');
    expect(sent.body.result.records).toMatchObject({ eventType: 'ping', state: 'pending', webhookId: nominaHook });
    const [post] = await eventually(
      () => receiver.on('/nomina'),
      (posts) => posts.length >= 1,
    );
    expect(verifies(post, nominaSecret)).toBe(true);
    const body = JSON.parse(post.body) as WebhookEventBody;
    expect(body).toMatchObject({ type: 'ping', data: { webhookId: nominaHook, appName: 'colnomina', requestedBy: 'colnomina' } });
    expect(post.headers['licencias-event-type']).toBe('ping');
    const [logged] = await eventually(
      () => deliveries(nominaHook, nomina),
      (log) => log[0]?.state === 'delivered',
    );
    expect(logged).toMatchObject({ eventType: 'ping', lastStatus: 200, lastResponseExcerpt: 'recibido', nextAttemptOn: null });
    const metricsAfter = (await t.http().get('/metrics').expect(200)).text;
    expect(sample(metricsAfter, 'licencias_webhook_deliveries_total', 'outcome="delivered"')).toBe(
      sample(metricsBefore, 'licencias_webhook_deliveries_total', 'outcome="delivered"') + 1,
    );
    expect(sample(metricsAfter, 'licencias_webhook_delivery_duration_seconds_count', 'outcome="delivered"')).toBeGreaterThanOrEqual(1);
  });

  it('a failed POST: the log shows its status, the first bytes of the answer and when the retry is due; /metrics counts a retry', async () => {
    receiver.failNext(503);
    const retriesBefore = sample(
      (await t.http().get('/metrics').expect(200)).text,
      'licencias_webhook_deliveries_total',
      'outcome="retry"',
    );
    const sentAt = Date.now();
    const sent = await t.http().post(`${WEBHOOKS}/${nominaHook}/test`).set('Authorization', admin);
    expect(sent.status).toBe(200);
    const [pending] = await eventually(
      () => deliveries(nominaHook, admin),
      (log) => log[0]?.id === sent.body.result.records.id && log[0].attempts === 1 && log[0].nextAttemptOn !== null,
    );
    expect(pending).toMatchObject({ state: 'pending', lastStatus: 503, lastResponseExcerpt: 'error del receptor' });
    // WEBHOOK_RETRY_BASE_SECONDS 60: pg-boss' backoff with jitter puts the retry tens of seconds ahead.
    expect(Date.parse(pending.nextAttemptOn!)).toBeGreaterThan(sentAt + 20_000);
    expect(sample((await t.http().get('/metrics').expect(200)).text, 'licencias_webhook_deliveries_total', 'outcome="retry"')).toBe(
      retriesBefore + 1,
    );
    // The staff view and the app's show the same log.
    expect((await deliveries(nominaHook, nomina))[0].id).toBe(pending.id);
  });

  it("replaying another app's delivery is 404; a disabled webhook gets no test event (409)", async () => {
    const [delivery] = await deliveries(nominaHook, nomina);
    const replay = await t.http().post(`${WEBHOOKS}/deliveries/${delivery.id}/replay`).set('Authorization', factura);
    expect(replay.status).toBe(404);
    expect(replay.body.code).toBe('WEBHOOKS.DELIVERY_NOT_FOUND');
    await t.http().post(`${WEBHOOKS}/${nominaHook}/disable`).set('Authorization', nomina).expect(200);
    const test = await t.http().post(`${WEBHOOKS}/${nominaHook}/test`).set('Authorization', nomina);
    expect(test.status).toBe(409);
    expect(test.body.code).toBe('WEBHOOKS.DISABLED');
  });
});
