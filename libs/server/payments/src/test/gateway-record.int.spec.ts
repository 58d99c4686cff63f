import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp, invoicingProductionEnv } from '@lic/api-testing';
import {
  ReconcilePendingPaymentsCommand,
  type ReconciliationReport,
} from '../application/commands/reconcile-pending-payments/reconcile-pending-payments.command';
import { pagueATiempoSignature } from '../infrastructure/gateways/pague-a-tiempo.gateway';
import {
  APPROVED_EVENT,
  REVIEWS,
  attemptsOf,
  epaycoConfirmation,
  epaycoRecord,
  eventsOf,
  eventually,
  fakeGateway,
  orderStateOf,
  packageIds,
  paymentOf,
  registerOrder,
  rows,
  statusOf,
  type FakeGateway,
} from './payments-test-kit';

const EPAYCO_KEYS = { customerId: '1551234', key: 'p-key-de-pruebas-epayco' };
const PAT_SECRET = 'secreto-compartido-pagueatiempo';
const CONFIRMATION = '/payment/confirmation/epayco';
const QUERY_PATH = '/validation/v1/reference';
const PAT_QUERY_PATH = '/transactions';

interface Target {
  paymentReference: string;
  paymentId: string;
  amount: string;
}

/**
 * Production (NODE_ENV=production): a confirmation's word decides nothing; the gateway's own record, asked for
 * by the transaction's reference on a fake query server this test controls, does (docs/decisions/0041).
 */
describe("payments in production: the gateway's own record decides", () => {
  let seeded: TestApp;
  let production: TestApp;
  let pat: TestApp;
  let ids: Record<string, number>;
  let gateway: FakeGateway;
  const saved = { ...process.env };
  /** What the fake gateway answers, by x_ref_payco (ePayco) or by our reference (PagueATiempo). */
  const records = new Map<string, { status: number; body?: unknown }>();
  let reference = 880_000;

  beforeAll(async () => {
    gateway = await fakeGateway((url) => {
      const key = url.pathname.startsWith(QUERY_PATH)
        ? url.pathname.slice(QUERY_PATH.length + 1)
        : url.pathname.slice(PAT_QUERY_PATH.length + 1);
      return records.get(decodeURIComponent(key)) ?? { status: 200, body: { success: false, data: null } };
    });
    const epayco = {
      PAYMENT_GATEWAY: 'epayco',
      EPAYCO_CUSTOMER_ID: EPAYCO_KEYS.customerId,
      EPAYCO_P_KEY: EPAYCO_KEYS.key,
      EPAYCO_CHECKOUT_URL: 'https://pagos.licencias.example/epayco/checkout',
      EPAYCO_QUERY_URL: `${gateway.url}${QUERY_PATH}`,
      PAYMENT_CONFIRMATION_RATE_LIMIT: '100000',
    };
    seeded = await createTestApp({ seed: true, env: epayco });
    ids = await packageIds(seeded);
    const productionEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: seeded.databaseUrl,
      DEV_MAILBOX: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOGIN_PARAMETER_KEY: randomBytes(32).toString('base64'),
      WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
      ...invoicingProductionEnv(),
      LICENCE_TOKEN_KEY_SECRET: randomBytes(32).toString('base64'),
    };
    production = await createTestApp({ replicaOf: seeded, env: { ...productionEnv, ...epayco } });
    pat = await createTestApp({
      replicaOf: seeded,
      env: {
        ...productionEnv,
        ...epayco,
        PAYMENT_GATEWAY: 'pagueatiempo',
        PAGUEATIEMPO_FORM_URL: `${gateway.url}/form`,
        PAGUEATIEMPO_API_KEY: 'api-key',
        PAGUEATIEMPO_SECRET: PAT_SECRET,
        PAGUEATIEMPO_QUERY_URL: `${gateway.url}${PAT_QUERY_PATH}`,
      },
    });
  });
  afterAll(async () => {
    // Licensing may still be issuing licences of an approval: let it finish before the apps close.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await pat?.close();
    await production?.close();
    await seeded?.close();
    await gateway?.close();
    process.env = saved;
  });

  async function pendingPayment(app = production): Promise<{ referenceUuid: string; paymentId: string; target: Target }> {
    const order = await registerOrder(app, { packageId: ids['FIRMAYA-50'], paymentMethod: 'EN_LINEA', appName: 'firmaya' });
    const payment = (await paymentOf(app, order.referenceUuid))!;
    return {
      referenceUuid: order.referenceUuid,
      paymentId: payment.id,
      target: { paymentReference: order.paymentReference, paymentId: payment.id, amount: '150000' },
    };
  }

  /** A signed ePayco answer (confirmation or record) with the test flag as given: a text, a list, or left out (undefined). */
  function signed(
    target: Target,
    answer: { code: string; transactionId: string; refPayco: string; currency?: string },
    flag: unknown,
  ): Record<string, unknown> {
    const { x_test_request: _omitted, ...fields } = epaycoConfirmation(EPAYCO_KEYS, target, answer);
    return flag === undefined ? fields : { ...fields, x_test_request: flag };
  }

  const nextRef = () => String((reference += 1));
  const reconcile = (): Promise<ReconciliationReport> => production.app.get(CommandBus).execute(new ReconcilePendingPaymentsCommand());
  const asked = (ref: string) => gateway.requests.filter((request) => request === `${QUERY_PATH}/${ref}`).length;

  async function openReviewsOf(app: TestApp, paymentReference: string) {
    const token = await app.staffToken(['LICFINANCIERO'], 'financiero');
    const list = await app.http().get(REVIEWS).query({ status: 'OPEN' }).set('Authorization', `Bearer ${token}`).expect(200);
    return (list.body.result.records as Array<Record<string, unknown>>).filter((record) => record.paymentReference === paymentReference);
  }

  async function expectStillPending(app: TestApp, referenceUuid: string): Promise<void> {
    expect(await paymentOf(app, referenceUuid)).toMatchObject({ state: 'PENDING' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await orderStateOf(app, referenceUuid)).toBe(1);
    expect(await eventsOf(app, APPROVED_EVENT, referenceUuid)).toHaveLength(0);
    expect(await statusOf(app, referenceUuid, 'firmaya')).toMatchObject({ result: false, code: 'WR12' });
  }

  it('never approves a genuine test-mode approval sent again with its flag removed, T, SI, true, mixed case or repeated, in any encoding', async () => {
    const { referenceUuid, paymentId, target } = await pendingPayment();
    const ref = nextRef();
    const transaction = { code: '1', transactionId: `EP-TEST-${ref}`, refPayco: ref };
    records.set(ref, epaycoRecord(signed(target, transaction, 'TRUE')));
    const genuine = signed(target, transaction, 'TRUE') as Record<string, string>;
    const { x_test_request: _flag, ...withoutFlag } = genuine;
    const form = (fields: Record<string, unknown>) => new URLSearchParams(fields as Record<string, string>).toString();
    const percentEncoded = Object.entries({ ...withoutFlag, x_test_request: 'FALSE' })
      .map(
        ([name, value]) =>
          `${[...Buffer.from(name)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')}=${[...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')}`,
      )
      .join('&');
    const post = () => production.http().post(CONFIRMATION);
    const replays: Array<[string, () => ReturnType<typeof post>]> = [
      ['form, flag removed', () => post().type('form').send(form(withoutFlag))],
      ...['T', 'SI', 'true', 'FALSE', 'False', 'fAlSe', 'NO', '0', ' false '].map(
        (flag) =>
          [
            `form, flag ${flag}`,
            () =>
              post()
                .type('form')
                .send(form({ ...withoutFlag, x_test_request: flag })),
          ] as [string, () => ReturnType<typeof post>],
      ),
      [
        'form, flag repeated',
        () =>
          post()
            .type('form')
            .send(`${form(withoutFlag)}&x_test_request=TRUE&x_test_request=FALSE`),
      ],
      [
        'form, flag as a list',
        () =>
          post()
            .type('form')
            .send(`${form(withoutFlag)}&x_test_request[]=FALSE`),
      ],
      [
        'form, flag as an object',
        () =>
          post()
            .type('form')
            .send(`${form(withoutFlag)}&x_test_request[a]=FALSE`),
      ],
      ['form, every byte percent-encoded', () => post().type('form').send(percentEncoded)],
      ['JSON, flag removed', () => post().send(withoutFlag)],
      ['JSON, flag false (boolean)', () => post().send({ ...withoutFlag, x_test_request: false })],
      ['JSON, flag "false"', () => post().send({ ...withoutFlag, x_test_request: 'false' })],
      ['JSON, flag as a list', () => post().send({ ...withoutFlag, x_test_request: ['FALSE'] })],
      ['query string, flag removed', () => post().query(withoutFlag)],
      ['query string FALSE and body TRUE', () => post().query({ x_test_request: 'FALSE' }).type('form').send(form(genuine))],
      ['query string, percent-encoded', () => production.http().post(`${CONFIRMATION}?${percentEncoded}`)],
    ];
    const answers: string[] = [];
    for (const [what, send] of replays) answers.push(`${what}: ${(await send()).status}`);
    expect(answers).toEqual(replays.map(([what]) => `${what}: 200`));
    // Every replay passed the signature and was checked with the gateway, which says it is a test.
    expect(asked(ref)).toBe(replays.length);
    await expectStillPending(production, referenceUuid);
    expect(await attemptsOf(production, paymentId)).toMatchObject([
      { transaction_id: transaction.transactionId, outcome: 'APPROVED', effect: 'NONE', test: true },
    ]);
  });

  it('does not approve on a record that does not say clearly it is live: review with the reason; a later clear record approves', async () => {
    const { referenceUuid, target } = await pendingPayment();
    const unclear: unknown[] = [undefined, 'T', 'SI', '1', ['FALSE', 'FALSE'], 'FALSE TRUE'];
    for (const flag of unclear) {
      const ref = nextRef();
      const transaction = { code: '1', transactionId: `EP-UNCLEAR-${ref}`, refPayco: ref };
      records.set(ref, epaycoRecord(signed(target, transaction, flag)));
      await production
        .http()
        .post(CONFIRMATION)
        .type('form')
        .send(signed(target, transaction, 'FALSE'))
        .expect(200);
    }
    await expectStillPending(production, referenceUuid);
    const reviews = await openReviewsOf(production, target.paymentReference);
    expect(reviews).toHaveLength(unclear.length);
    for (const review of reviews) {
      expect(review).toMatchObject({ kind: 'TEST_FLAG_UNCLEAR', source: 'CONFIRMATION', paymentState: 'PENDING', amount: 150000 });
      expect(review.reason).toMatch(
        /^La pasarela no indica con claridad si la transacción EP-UNCLEAR-\d+ es de prueba \(indicador .+\)\. No se aplicó: consúltala en la pasarela\.$/,
      );
    }
    expect(reviews.map((review) => review.reason)).toContainEqual(expect.stringContaining('(indicador sin indicar)'));
    expect(reviews.map((review) => review.reason)).toContainEqual(expect.stringContaining('(indicador «FALSE, FALSE»)'));

    const ref = nextRef();
    const live = { code: '1', transactionId: `EP-LIVE-${ref}`, refPayco: ref };
    records.set(ref, epaycoRecord(signed(target, live, 'FALSE')));
    await production
      .http()
      .post(CONFIRMATION)
      .type('form')
      .send(signed(target, live, 'FALSE'))
      .expect(200);
    expect(await paymentOf(production, referenceUuid)).toMatchObject({ state: 'APPROVED', gateway_transaction_id: live.transactionId });
    expect(
      await eventually(
        () => orderStateOf(production, referenceUuid),
        (state) => state === 6,
      ),
    ).toBe(6);
  });

  it('refuses a confirmation whose gateway record has another amount, currency or order, and sends each to review with its reason', async () => {
    const { referenceUuid, paymentId, target } = await pendingPayment();
    const other = await pendingPayment();
    const cases: Array<{
      record: (transaction: { code: string; transactionId: string; refPayco: string }) => Record<string, unknown>;
      reason: string;
    }> = [
      {
        record: (transaction) => signed({ ...target, amount: '1500' }, transaction, 'FALSE'),
        reason: 'por $ 1.500, no por el valor de la orden ($ 150.000). No se aplicó.',
      },
      {
        record: (transaction) => signed(target, { ...transaction, currency: 'USD' }, 'FALSE'),
        reason: 'en la moneda «USD», no en COP. No se aplicó.',
      },
      {
        record: (transaction) => signed(target, { ...transaction, currency: 'cop' }, 'FALSE'),
        reason: 'en la moneda «cop», no en COP. No se aplicó.',
      },
      {
        record: (transaction) => signed(other.target, transaction, 'FALSE'),
        reason: `para la referencia ${other.target.paymentReference}, no para esta orden (${target.paymentReference}). No se aplicó.`,
      },
    ];
    for (const { record } of cases) {
      const ref = nextRef();
      const transaction = { code: '1', transactionId: `EP-MISMATCH-${ref}`, refPayco: ref };
      records.set(ref, epaycoRecord(record(transaction)));
      const answer = await production
        .http()
        .post(CONFIRMATION)
        .type('form')
        .send(signed(target, transaction, 'FALSE'))
        .expect(400);
      expect(answer.body).toMatchObject({
        code: 'PAYMENTS.CONFIRMATION_REJECTED',
        statusMessage: 'La confirmación del pago no es válida.',
      });
    }
    await expectStillPending(production, referenceUuid);
    await expectStillPending(production, other.referenceUuid);
    expect(await attemptsOf(production, paymentId)).toEqual([]);
    const reviews = await openReviewsOf(production, target.paymentReference);
    expect(reviews.map((review) => review.kind)).toEqual(cases.map(() => 'RECORD_MISMATCH'));
    for (const { reason } of cases) expect(reviews.map((review) => review.reason)).toContainEqual(expect.stringContaining(reason));
  });

  it('keeps a confirmation while the query is down (503, Retry-After), and the reconciliation job approves it exactly once when the gateway is back', async () => {
    const { referenceUuid, paymentId, target } = await pendingPayment();
    const ref = nextRef();
    const transaction = { code: '1', transactionId: `EP-DOWN-${ref}`, refPayco: ref };
    records.set(ref, epaycoRecord(signed(target, transaction, 'FALSE')));
    const confirmation = signed(target, transaction, 'FALSE');

    await gateway.down();
    try {
      for (let sent = 0; sent < 2; sent += 1) {
        const deferred = await production.http().post(CONFIRMATION).type('form').send(confirmation).expect(503);
        expect(deferred.headers['retry-after']).toBe('60');
        expect(deferred.body).toMatchObject({
          statusCode: 503,
          code: 'PAYMENTS.CONFIRMATION_DEFERRED',
          statusMessage:
            'No fue posible verificar la confirmación con la pasarela en este momento. Quedó registrada y se verificará de nuevo en unos minutos.',
        });
      }
      const held = await rows<{ transaction_id: string; settled_on: Date | null }>(
        production,
        'select transaction_id, settled_on from payments.held_confirmation where payment_id = ?',
        [paymentId],
      );
      expect(held).toEqual([{ transaction_id: transaction.transactionId, settled_on: null }]);
      expect(await reconcile()).toMatchObject({ unavailable: 1, settled: 0 });
      await expectStillPending(production, referenceUuid);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    } finally {
      await gateway.up();
    }

    expect(await reconcile()).toMatchObject({ asked: 1, settled: 1, unavailable: 0 });
    expect(await paymentOf(production, referenceUuid)).toMatchObject({
      state: 'APPROVED',
      gateway_transaction_id: transaction.transactionId,
    });
    expect(await attemptsOf(production, paymentId)).toMatchObject([{ outcome: 'APPROVED', effect: 'APPROVED', source: 'RECONCILIATION' }]);
    expect(await rows(production, 'select settlement from payments.held_confirmation where payment_id = ?', [paymentId])).toEqual([
      { settlement: 'APPLIED' },
    ]);
    // The job again, and the gateway sending its confirmation again: nothing doubles.
    expect(await reconcile()).toMatchObject({ asked: 0 });
    await production.http().post(CONFIRMATION).type('form').send(confirmation).expect(200);
    expect(await attemptsOf(production, paymentId)).toHaveLength(1);
    expect(
      await eventually(
        () => orderStateOf(production, referenceUuid),
        (state) => state === 6,
      ),
    ).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventsOf(production, APPROVED_EVENT, referenceUuid)).toHaveLength(1);
  });

  it('sends a held confirmation the gateway still does not know after a day to review, with its reason, and stops asking', async () => {
    const { referenceUuid, paymentId, target } = await pendingPayment();
    const ref = nextRef();
    const transaction = { code: '1', transactionId: `EP-UNKNOWN-${ref}`, refPayco: ref };
    records.set(ref, { status: 404 });
    await production
      .http()
      .post(CONFIRMATION)
      .type('form')
      .send(signed(target, transaction, 'FALSE'))
      .expect(503);
    expect(await reconcile()).toMatchObject({ asked: 1, notFound: 1, sentToReview: 0 });
    expect(await openReviewsOf(production, target.paymentReference)).toEqual([]);

    await rows(production, `update payments.held_confirmation set received_on = now() - interval '25 hours' where payment_id = ?`, [
      paymentId,
    ]);
    expect(await reconcile()).toMatchObject({ asked: 1, notFound: 1, sentToReview: 1 });
    const [review] = await openReviewsOf(production, target.paymentReference);
    expect(review).toMatchObject({ kind: 'NOT_CONFIRMED', source: 'RECONCILIATION', transactionId: transaction.transactionId });
    expect(review.reason).toMatch(
      new RegExp(`^Se recibió una confirmación de la transacción ${ref} el .+, pero la pasarela no la registra\\. No se aplicó\\.$`),
    );
    expect(await rows(production, 'select settlement from payments.held_confirmation where payment_id = ?', [paymentId])).toEqual([
      { settlement: 'NOT_CONFIRMED' },
    ]);
    expect(await reconcile()).toMatchObject({ asked: 0 });
    await expectStillPending(production, referenceUuid);
  });

  it('approves once when ten confirmations of the same transaction arrive at once, in different encodings', async () => {
    const { referenceUuid, paymentId, target } = await pendingPayment();
    const ref = nextRef();
    const transaction = { code: '1', transactionId: `EP-BURST-${ref}`, refPayco: ref };
    records.set(ref, epaycoRecord(signed(target, transaction, 'FALSE')));
    const confirmation = signed(target, transaction, 'FALSE') as Record<string, string>;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 3 === 0
          ? production.http().post(CONFIRMATION).type('form').send(confirmation)
          : index % 3 === 1
            ? production.http().post(CONFIRMATION).send(confirmation)
            : production.http().post(CONFIRMATION).query(confirmation),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await attemptsOf(production, paymentId)).toMatchObject([{ outcome: 'APPROVED', effect: 'APPROVED' }]);
    expect(
      await eventually(
        () => orderStateOf(production, referenceUuid),
        (state) => state === 6,
      ),
    ).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventsOf(production, APPROVED_EVENT, referenceUuid)).toHaveLength(1);
  });

  it("sends a transaction presented for a second order to review with its reason, whether the gateway's record reuses it or the confirmation names another order", async () => {
    const first = await pendingPayment();
    const second = await pendingPayment();
    const refFirst = nextRef();
    const paid = { code: '1', transactionId: `EP-PAID-${refFirst}`, refPayco: refFirst };
    records.set(refFirst, epaycoRecord(signed(first.target, paid, 'FALSE')));
    const firstConfirmation = signed(first.target, paid, 'FALSE') as Record<string, string>;
    await production.http().post(CONFIRMATION).type('form').send(firstConfirmation).expect(200);
    expect(await paymentOf(production, first.referenceUuid)).toMatchObject({ state: 'APPROVED' });

    // The first order's genuine confirmation with the second order's reference (x_id_invoice is not signed).
    const swapped = { ...firstConfirmation, x_id_invoice: second.target.paymentReference, x_extra1: second.paymentId };
    await production.http().post(CONFIRMATION).type('form').send(swapped).expect(400);
    // The gateway's record of another transaction reference of the second order carries the same transaction id.
    const refSecond = nextRef();
    records.set(refSecond, epaycoRecord(signed(second.target, { ...paid, refPayco: refSecond }, 'FALSE')));
    await production
      .http()
      .post(CONFIRMATION)
      .type('form')
      .send(signed(second.target, { ...paid, refPayco: refSecond }, 'FALSE'))
      .expect(400);

    await expectStillPending(production, second.referenceUuid);
    expect(await attemptsOf(production, second.paymentId)).toEqual([]);
    const reviews = await openReviewsOf(production, second.target.paymentReference);
    expect(reviews).toEqual([
      expect.objectContaining({
        kind: 'RECORD_MISMATCH',
        transactionId: paid.transactionId,
        reason: `La pasarela registra la transacción ${paid.transactionId} para la referencia ${first.target.paymentReference}, no para esta orden (${second.target.paymentReference}). No se aplicó.`,
      }),
      expect.objectContaining({
        kind: 'TRANSACTION_REUSED',
        transactionId: paid.transactionId,
        gatewayReference: refSecond,
        reason: `La transacción ${paid.transactionId} ya está registrada en la orden ${first.target.paymentReference}; esta confirmación la presenta para la orden ${second.target.paymentReference}. No se aplicó.`,
      }),
    ]);
    expect(await paymentOf(production, first.referenceUuid)).toMatchObject({ state: 'APPROVED' });
  });

  it('PagueATiempo: its HMAC leaves the test flag out, so its record decides: a test approval sent as live never approves; a live record does', async () => {
    const { referenceUuid, paymentId, target } = await pendingPayment(pat);
    const answer = (transactionId: string) => {
      const fields = { reference: target.paymentReference, transactionId, amount: '150000.00', currency: 'COP', status: 'APPROVED' };
      return { ...fields, signature: pagueATiempoSignature(PAT_SECRET, fields) };
    };
    const confirm = (fields: Record<string, unknown>) => pat.http().post('/payment/confirmation/pagueatiempo').send(fields);
    records.set(target.paymentReference, { status: 200, body: { result: { ...answer('PAT-TEST-1'), test: true } } });
    for (const flag of [undefined, false, 'false', 'SI', ['false', 'false']]) {
      await confirm(flag === undefined ? answer('PAT-TEST-1') : { ...answer('PAT-TEST-1'), test: flag }).expect(200);
    }
    await expectStillPending(pat, referenceUuid);
    expect(await attemptsOf(pat, paymentId)).toMatchObject([{ transaction_id: 'PAT-TEST-1', effect: 'NONE', test: true }]);
    expect(gateway.requests.filter((request) => request === `${PAT_QUERY_PATH}/${target.paymentReference}`)).toHaveLength(5);

    records.set(target.paymentReference, { status: 200, body: { result: { ...answer('PAT-LIVE-1'), test: false } } });
    await confirm({ ...answer('PAT-LIVE-1'), test: false }).expect(200);
    expect(await paymentOf(pat, referenceUuid)).toMatchObject({ state: 'APPROVED', gateway_transaction_id: 'PAT-LIVE-1' });
  });
});
