import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { SANDBOX_DEFAULT_KEYS } from '../infrastructure/config/payments.config';
import {
  APPROVED_EVENT,
  PAYMENT_FORM,
  REJECTED_EVENT,
  REVIEWS,
  attemptsOf,
  epaycoConfirmation,
  eventsOf,
  eventually,
  orderStateOf,
  packageIds,
  paymentOf,
  registerOrder,
  statusOf,
} from './payments-test-kit';

const EPAYCO_KEYS = { customerId: '1551234', key: 'p-key-de-pruebas-epayco' };
const CONFIRMATION = '/payment/confirmation/epayco';

describe('online payments through ePayco', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: {
        PAYMENT_GATEWAY: 'epayco',
        EPAYCO_CUSTOMER_ID: EPAYCO_KEYS.customerId,
        EPAYCO_P_KEY: EPAYCO_KEYS.key,
        EPAYCO_CHECKOUT_URL: 'https://pagos.licencias.example/epayco/checkout',
        // More confirmations than one IP may send a minute (rate-limits.int.spec.ts tests the limit).
        PAYMENT_CONFIRMATION_RATE_LIMIT: '10000',
      },
    });
    await t.app.listen(0, '127.0.0.1');
    ids = await packageIds(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function pendingPayment(packageCode = 'FIRMAYA-50') {
    const order = await registerOrder(t, { packageId: ids[packageCode], paymentMethod: 'EN_LINEA', appName: 'firmaya' });
    const payment = (await paymentOf(t, order.referenceUuid))!;
    return { order, payment, target: { paymentReference: order.paymentReference, paymentId: payment.id, amount: '150000' } };
  }

  it('answers the registration with EPAYCO, the payment id and the token, and the checkout redirect of storefront.md §4', async () => {
    const { order, payment } = await pendingPayment();
    expect(order).toMatchObject({ paymentGateway: 'EPAYCO', epaycoPaymentCode: payment.id });
    expect(payment).toMatchObject({ gateway: 'EPAYCO', state: 'PENDING' });
    const form = await t
      .http()
      .post(PAYMENT_FORM)
      .set('token', order.token ?? '')
      .send(order.paymentRequest ?? {})
      .expect(200);
    expect(form.body.result).toMatchObject({ paymentId: payment.id, paymentGateway: 'EPAYCO', referenceUuid: order.referenceUuid });
    const url = new URL(form.body.result.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://pagos.licencias.example/epayco/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      paymentId: payment.id,
      signToken: order.token,
      docType: 'CC',
      docNumber: order.customer.documentNumber,
    });
  });

  it('approves on a valid signed confirmation (form-urlencoded) and the order is paid (6)', async () => {
    const { order, payment, target } = await pendingPayment();
    const confirmation = epaycoConfirmation(EPAYCO_KEYS, target, { code: '1', transactionId: 'EP-100', refPayco: '778899' });
    await t.http().post(CONFIRMATION).type('form').send(confirmation).expect(200);
    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'APPROVED', gateway_transaction_id: 'EP-100' });
    expect(await attemptsOf(t, payment.id)).toMatchObject([
      { gateway: 'EPAYCO', transaction_id: 'EP-100', outcome: 'APPROVED', response_code: '1' },
    ]);
    expect(
      await eventually(
        () => orderStateOf(t, order.referenceUuid),
        (state) => state === 6,
      ),
    ).toBe(6);
    expect(await statusOf(t, order.referenceUuid, 'firmaya')).toMatchObject({ result: true, code: 'OK12' });
    expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toMatchObject([{ gateway: 'EPAYCO', gatewayTransactionId: 'EP-100' }]);
  });

  it('follows a pending transaction to its approval (same transaction id, new answer), as JSON too', async () => {
    const { order, payment, target } = await pendingPayment();
    const pending = epaycoConfirmation(EPAYCO_KEYS, target, { code: '3', transactionId: 'EP-200', refPayco: '1' });
    await t.http().post(CONFIRMATION).send(pending).expect(200);
    expect(await statusOf(t, order.referenceUuid, 'firmaya')).toMatchObject({ code: 'WR12' });
    const approved = epaycoConfirmation(EPAYCO_KEYS, target, { code: '1', transactionId: 'EP-200', refPayco: '1' });
    await t.http().post(CONFIRMATION).send(approved).expect(200);
    expect(await attemptsOf(t, payment.id)).toMatchObject([{ outcome: 'PENDING' }, { outcome: 'APPROVED', effect: 'APPROVED' }]);
    expect(
      await eventually(
        () => orderStateOf(t, order.referenceUuid),
        (state) => state === 6,
      ),
    ).toBe(6);
  });

  it('rejects on a declined answer (7), and a later answer is kept without changing the decision', async () => {
    const { order, payment, target } = await pendingPayment();
    await t
      .http()
      .post(CONFIRMATION)
      .type('form')
      .send(epaycoConfirmation(EPAYCO_KEYS, target, { code: '4', transactionId: 'EP-300' }))
      .expect(200);
    expect(
      await eventually(
        () => orderStateOf(t, order.referenceUuid),
        (state) => state === 7,
      ),
    ).toBe(7);
    await t
      .http()
      .post(CONFIRMATION)
      .type('form')
      .send(epaycoConfirmation(EPAYCO_KEYS, target, { code: '1', transactionId: 'EP-301' }))
      .expect(200);
    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'REJECTED', gateway_transaction_id: 'EP-300' });
    expect(await attemptsOf(t, payment.id)).toMatchObject([
      { transaction_id: 'EP-300', outcome: 'REJECTED', effect: 'REJECTED' },
      { transaction_id: 'EP-301', outcome: 'APPROVED', effect: 'NONE' },
    ]);
    expect(await eventsOf(t, REJECTED_EVENT, order.referenceUuid)).toHaveLength(1);
    expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toHaveLength(0);
    expect(await orderStateOf(t, order.referenceUuid)).toBe(7);
  });

  it('refuses a bad signature, a wrong amount, an unknown order and the sandbox keys, changing nothing', async () => {
    const { order, payment, target } = await pendingPayment();
    const valid = epaycoConfirmation(EPAYCO_KEYS, target, { code: '1' });
    await t
      .http()
      .post(CONFIRMATION)
      .type('form')
      .send({ ...valid, x_signature: valid.x_signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) })
      .expect(400);
    await t
      .http()
      .post(CONFIRMATION)
      .type('form')
      .send({ ...valid, x_amount: '15000' })
      .expect(400);
    await t
      .http()
      .post(CONFIRMATION)
      .type('form')
      .send(epaycoConfirmation(EPAYCO_KEYS, { ...target, amount: '149999.99' }, { code: '1' }))
      .expect(400);
    await t
      .http()
      .post(CONFIRMATION)
      .type('form')
      .send(epaycoConfirmation(EPAYCO_KEYS, { amount: '150000', paymentReference: 'LIC-1999-000001' }, { code: '1' }))
      .expect(404);
    await t
      .http()
      .post(CONFIRMATION)
      .type('form')
      .send(epaycoConfirmation(SANDBOX_DEFAULT_KEYS, target, { code: '1' }))
      .expect(400);
    // The sandbox is not the gateway: its page and its confirmations do not exist.
    await t
      .http()
      .post('/payment/confirmation/sandbox')
      .type('form')
      .send(epaycoConfirmation(SANDBOX_DEFAULT_KEYS, target, { code: '1' }))
      .expect(404);
    await t.http().get(`/payment/sandbox/${payment.id}`).expect(404);
    await t.http().post(`/payment/sandbox/${payment.id}`).type('form').send({ decision: 'approve' }).expect(404);
    await t.http().post('/payment/confirmation/pagueatiempo').send({}).expect(404);

    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    expect(await attemptsOf(t, payment.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await orderStateOf(t, order.referenceUuid)).toBe(1);
  });

  it('reads a confirmation alike in every encoding (form, JSON, query string, every byte percent-encoded); a repeated signed field is no value', async () => {
    const percent = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
    const encodings: Array<[string, (fields: Record<string, string>) => ReturnType<ReturnType<TestApp['http']>['post']>]> = [
      ['form', (fields) => t.http().post(CONFIRMATION).type('form').send(fields)],
      ['JSON', (fields) => t.http().post(CONFIRMATION).send(fields)],
      ['query string', (fields) => t.http().post(CONFIRMATION).query(fields)],
      [
        'percent-encoded form',
        (fields) =>
          t
            .http()
            .post(CONFIRMATION)
            .type('form')
            .send(
              Object.entries(fields)
                .map(([name, value]) => `${percent(name)}=${percent(value)}`)
                .join('&'),
            ),
      ],
    ];
    for (const [what, send] of encodings) {
      const { order, target } = await pendingPayment();
      const confirmation = epaycoConfirmation(EPAYCO_KEYS, target, { code: '1', transactionId: `EP-ENC-${what}` });
      // x_amount twice (the second a forged one): refused, nothing looked up or kept.
      const repeated = await t
        .http()
        .post(CONFIRMATION)
        .type('form')
        .send(`${new URLSearchParams(confirmation).toString()}&x_amount=1.00`);
      expect(`${what}: ${repeated.status}`).toBe(`${what}: 400`);
      expect(`${what}: ${(await send(confirmation)).status}`).toBe(`${what}: 200`);
      expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'APPROVED', gateway_transaction_id: `EP-ENC-${what}` });
    }
  });

  it('refuses a transaction already kept for another order and sends it to review with its reason (x_id_invoice is not signed)', async () => {
    const first = await pendingPayment();
    const second = await pendingPayment();
    const paid = epaycoConfirmation(EPAYCO_KEYS, first.target, { code: '1', transactionId: 'EP-REUSED', refPayco: '3301' });
    await t.http().post(CONFIRMATION).type('form').send(paid).expect(200);
    const presented = { ...paid, x_id_invoice: second.order.paymentReference, x_extra1: second.payment.id };
    for (let sent = 0; sent < 3; sent += 1) {
      const answer = await t.http().post(CONFIRMATION).type('form').send(presented).expect(400);
      expect(answer.body).toMatchObject({ code: 'PAYMENTS.CONFIRMATION_REJECTED' });
    }
    expect(await paymentOf(t, second.order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    expect(await attemptsOf(t, second.payment.id)).toEqual([]);
    expect(await paymentOf(t, first.order.referenceUuid)).toMatchObject({ state: 'APPROVED', gateway_transaction_id: 'EP-REUSED' });
    const token = await t.staffToken(['LICFINANCIERO'], 'financiero');
    const list = await t.http().get(REVIEWS).query({ status: 'OPEN' }).set('Authorization', `Bearer ${token}`).expect(200);
    expect(
      list.body.result.records.filter((record: { referenceUuid: string }) => record.referenceUuid === second.order.referenceUuid),
    ).toEqual([
      expect.objectContaining({
        kind: 'TRANSACTION_REUSED',
        gateway: 'EPAYCO',
        transactionId: 'EP-REUSED',
        gatewayReference: '3301',
        source: 'CONFIRMATION',
        paymentState: 'PENDING',
        reason: `La transacción EP-REUSED ya está registrada en la orden ${first.order.paymentReference}; esta confirmación la presenta para la orden ${second.order.paymentReference}. No se aplicó.`,
      }),
    ]);
  });

  it('approves once when the same confirmation is replayed 100 times: one approval, one PaymentApproved', async () => {
    const { order, payment, target } = await pendingPayment();
    const confirmation = epaycoConfirmation(EPAYCO_KEYS, target, { code: '1', transactionId: 'EP-REPLAY' });
    for (let round = 0; round < 4; round += 1) {
      const answers = await Promise.all(Array.from({ length: 25 }, () => t.http().post(CONFIRMATION).type('form').send(confirmation)));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
    }
    expect(await attemptsOf(t, payment.id)).toHaveLength(1);
    expect(
      await eventually(
        () => orderStateOf(t, order.referenceUuid),
        (state) => state === 6,
      ),
    ).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toHaveLength(1);
  });
});
