import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp, invoicingProductionEnv } from '@lic/api-testing';
import { SANDBOX_DEFAULT_KEYS } from '../infrastructure/config/payments.config';
import {
  APPROVED_EVENT,
  attemptsOf,
  epaycoConfirmation,
  epaycoRecord,
  eventsOf,
  eventually,
  fakeGateway,
  orderDetail,
  orderStateOf,
  packageIds,
  paymentOf,
  registerOrder,
  statusOf,
  type FakeGateway,
} from './payments-test-kit';

const EPAYCO_KEYS = { customerId: '1551234', key: 'p-key-de-pruebas-epayco' };
const EPAYCO = {
  PAYMENT_GATEWAY: 'epayco',
  EPAYCO_CUSTOMER_ID: EPAYCO_KEYS.customerId,
  EPAYCO_P_KEY: EPAYCO_KEYS.key,
  EPAYCO_CHECKOUT_URL: 'https://pagos.licencias.example/epayco/checkout',
};
const CONFIRMATION = '/payment/confirmation/epayco';
const QUERY_PATH = '/validation/v1/reference';

/**
 * Production (NODE_ENV=production) on a database the seeded test app prepared (the demo seeder refuses to
 * run in production): the API refuses to start without a real gateway, the sandbox does not exist, and a
 * test transaction never approves.
 */
describe('payments in production', () => {
  let seeded: TestApp;
  let production: TestApp;
  let ids: Record<string, number>;
  let gateway: FakeGateway;
  /** ePayco's records of its transactions, by x_ref_payco: in production they decide (decision 0041). */
  const records = new Map<string, { status: number; body?: unknown }>();
  const saved = { ...process.env };

  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOGIN_PARAMETER_KEY: randomBytes(32).toString('base64'),
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
    ...invoicingProductionEnv(),
    LICENCE_TOKEN_KEY_SECRET: randomBytes(32).toString('base64'),
  };
  const productionEnv = (databaseUrl: string) => ({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, DEV_MAILBOX: 'true', ...secrets });

  beforeAll(async () => {
    gateway = await fakeGateway((url) => records.get(url.pathname.slice(QUERY_PATH.length + 1)) ?? { status: 404 });
    seeded = await createTestApp({ seed: true, env: EPAYCO });
    ids = await packageIds(seeded);
    production = await createTestApp({
      replicaOf: seeded,
      env: { ...productionEnv(seeded.databaseUrl), ...EPAYCO, EPAYCO_QUERY_URL: `${gateway.url}${QUERY_PATH}` },
    });
  });
  afterAll(async () => {
    await production?.close();
    await seeded?.close();
    await gateway?.close();
    process.env = saved;
  });

  it('refuses to start without PAYMENT_GATEWAY, or with the sandbox, naming PAYMENT_GATEWAY', async () => {
    delete process.env.PAYMENT_GATEWAY;
    await expect(createTestApp({ replicaOf: seeded, env: productionEnv(seeded.databaseUrl) })).rejects.toThrow(
      /PAYMENT_GATEWAY es obligatorio en producción/,
    );
    await expect(
      createTestApp({ replicaOf: seeded, env: { ...productionEnv(seeded.databaseUrl), PAYMENT_GATEWAY: 'sandbox' } }),
    ).rejects.toThrow(/PAYMENT_GATEWAY=sandbox no se admite en producción/);
    process.env.PAYMENT_GATEWAY = 'epayco';
  });

  it('has no sandbox: its page and its confirmations answer 404', async () => {
    const order = await registerOrder(production, { packageId: ids['FIRMAYA-50'], paymentMethod: 'EN_LINEA', appName: 'firmaya' });
    const payment = (await paymentOf(production, order.referenceUuid))!;
    expect(payment.gateway).toBe('EPAYCO');
    await production.http().get(`/payment/sandbox/${payment.id}`).expect(404);
    await production.http().post(`/payment/sandbox/${payment.id}`).type('form').send({ decision: 'approve' }).expect(404);
    const target = { paymentReference: order.paymentReference, paymentId: payment.id, amount: '150000' };
    await production
      .http()
      .post('/payment/confirmation/sandbox')
      .type('form')
      .send(epaycoConfirmation(SANDBOX_DEFAULT_KEYS, target, { code: '1' }))
      .expect(404);
    expect(await paymentOf(production, order.referenceUuid)).toMatchObject({ state: 'PENDING' });
  });

  it('keeps a signed test transaction without approving the order, shows it in the timeline, and approves on the real one', async () => {
    const order = await registerOrder(production, { packageId: ids['FIRMAYA-50'], paymentMethod: 'EN_LINEA', appName: 'firmaya' });
    const payment = (await paymentOf(production, order.referenceUuid))!;
    const target = { paymentReference: order.paymentReference, paymentId: payment.id, amount: '150000' };
    const test = epaycoConfirmation(EPAYCO_KEYS, target, { code: '1', transactionId: 'EP-TEST-1', refPayco: '9101', test: true });
    records.set('9101', epaycoRecord(test));
    await production.http().post(CONFIRMATION).type('form').send(test).expect(200);
    await production.http().post(CONFIRMATION).send(test).expect(200);

    expect(await paymentOf(production, order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    expect(await attemptsOf(production, payment.id)).toMatchObject([
      { transaction_id: 'EP-TEST-1', outcome: 'APPROVED', effect: 'NONE', test: true },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await orderStateOf(production, order.referenceUuid)).toBe(1);
    expect(await eventsOf(production, APPROVED_EVENT, order.referenceUuid)).toHaveLength(0);
    expect(await statusOf(production, order.referenceUuid, 'firmaya')).toMatchObject({ result: false, code: 'WR12' });
    const detail = await orderDetail(production, order.referenceUuid);
    expect(detail.timeline.filter((entry) => entry.kind === 'GATEWAY_ANSWER')).toEqual([
      expect.objectContaining({
        detail: 'Aprobada · Respuesta 1 (1) · Transacción EP-TEST-1 · Transacción de prueba: sin efecto en producción',
        actor: 'EPAYCO',
      }),
    ]);

    const real = epaycoConfirmation(EPAYCO_KEYS, target, { code: '1', transactionId: 'EP-REAL-1', refPayco: '9102', test: false });
    records.set('9102', epaycoRecord(real));
    await production.http().post(CONFIRMATION).type('form').send(real).expect(200);
    expect(await paymentOf(production, order.referenceUuid)).toMatchObject({ state: 'APPROVED', gateway_transaction_id: 'EP-REAL-1' });
    expect(
      await eventually(
        () => orderStateOf(production, order.referenceUuid),
        (state) => state === 6,
      ),
    ).toBe(6);
    // Licensing issues the licences from the approval: let it finish before the apps close.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });
});
