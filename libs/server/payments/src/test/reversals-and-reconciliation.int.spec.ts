import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus, EventBus } from '@nestjs/cqrs';
import { PaymentApprovedEvent, PaymentReversedEvent } from '@lic/server-payments-api';
import { createTestApp, type TestApp } from '@lic/api-testing';
import {
  ReconcilePendingPaymentsCommand,
  type ReconciliationReport,
} from '../application/commands/reconcile-pending-payments/reconcile-pending-payments.command';
import { ReconcilePendingPaymentsJob } from '../infrastructure/jobs/reconcile-pending-payments.job';
import {
  APPROVED_EVENT,
  PAYMENT_FORM,
  REJECTED_EVENT,
  REVERSED_EVENT,
  REVIEWS,
  attemptsOf,
  backdatePayment,
  epaycoConfirmation,
  eventsOf,
  eventually,
  fakeGateway,
  mailsTo,
  orderDetail,
  orderStateOf,
  packageIds,
  paymentOf,
  registerOrder,
  statusOf,
  type FakeGateway,
} from './payments-test-kit';

const EPAYCO_KEYS = { customerId: '1551234', key: 'p-key-de-pruebas-epayco' };
const CONFIRMATION = '/payment/confirmation/epayco';
const FINANCE_MAIL = 'jorge.castano@licencias.com.co';
const QUERY_PATH = '/validation/v1/reference';

describe('ePayco reversals, test transactions and the reconciliation of lost confirmations (outside production)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let gateway: FakeGateway;
  /** What the fake ePayco answers to its transaction query, by x_ref_payco or by x_id_invoice. */
  const answers = new Map<string, { status: number; body?: unknown }>();

  beforeAll(async () => {
    gateway = await fakeGateway((url) => {
      const key = url.searchParams.get('x_id_invoice') ?? url.pathname.slice(QUERY_PATH.length + 1);
      return answers.get(key) ?? { status: 200, body: { success: false, data: null } };
    });
    t = await createTestApp({
      seed: true,
      env: {
        PAYMENT_GATEWAY: 'epayco',
        EPAYCO_CUSTOMER_ID: EPAYCO_KEYS.customerId,
        EPAYCO_P_KEY: EPAYCO_KEYS.key,
        EPAYCO_CHECKOUT_URL: 'https://pagos.licencias.example/epayco/checkout',
        EPAYCO_QUERY_URL: `${gateway.url}${QUERY_PATH}`,
      },
    });
    await t.app.listen(0, '127.0.0.1');
    ids = await packageIds(t);
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  async function pendingPayment() {
    const order = await registerOrder(t, { packageId: ids['FIRMAYA-50'], paymentMethod: 'EN_LINEA', appName: 'firmaya' });
    const payment = (await paymentOf(t, order.referenceUuid))!;
    return { order, payment, target: { paymentReference: order.paymentReference, paymentId: payment.id, amount: '150000' } };
  }

  const confirm = (fields: Record<string, string>) => t.http().post(CONFIRMATION).type('form').send(fields);
  const reconcile = (): Promise<ReconciliationReport> => t.app.get(CommandBus).execute(new ReconcilePendingPaymentsCommand());

  it('reverses an approved order once: order "Pago reversado" (10), one PaymentReversed however often it is replayed, finance mailed, timeline and status say so', async () => {
    const { order, payment, target } = await pendingPayment();
    await confirm(epaycoConfirmation(EPAYCO_KEYS, target, { code: '1', transactionId: 'EP-R1', refPayco: '5001' })).expect(200);
    await eventually(
      () => orderStateOf(t, order.referenceUuid),
      (state) => state === 6,
    );

    const reversal = epaycoConfirmation(EPAYCO_KEYS, target, { code: '6', transactionId: 'EP-R1', refPayco: '5001' });
    await confirm(reversal).expect(200);
    const replays = await Promise.all(Array.from({ length: 10 }, () => confirm(reversal)));
    expect(replays.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // Another reversal of the same payment (another transaction) finds it reversed already.
    await confirm(epaycoConfirmation(EPAYCO_KEYS, target, { code: '6', transactionId: 'EP-R2' })).expect(200);

    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'REVERSED', gateway_transaction_id: 'EP-R1' });
    expect(await attemptsOf(t, payment.id)).toMatchObject([
      { transaction_id: 'EP-R1', outcome: 'APPROVED', effect: 'APPROVED' },
      { transaction_id: 'EP-R1', outcome: 'REVERSED', effect: 'REVERSED' },
      { transaction_id: 'EP-R2', outcome: 'REVERSED', effect: 'NONE' },
    ]);
    expect(
      await eventually(
        () => orderStateOf(t, order.referenceUuid),
        (state) => state === 10,
      ),
    ).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventsOf(t, REVERSED_EVENT, order.referenceUuid)).toMatchObject([
      { paymentReference: order.paymentReference, gateway: 'EPAYCO', gatewayTransactionId: 'EP-R1', amount: 150000, reason: 'Respuesta 6' },
    ]);
    expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toHaveLength(1);

    const mails = await eventually(
      () => mailsTo(t, FINANCE_MAIL),
      (found) => found.some((mail) => mail.subject.includes(order.paymentReference)),
    );
    const financeMail = mails.find((mail) => mail.subject.includes(order.paymentReference))!;
    expect(financeMail).toMatchObject({
      category: 'payment-reversed',
      subject: `Firmaya - Pago reversado: orden ${order.paymentReference}`,
    });
    expect(financeMail.text).toContain('$ 150.000');
    expect(financeMail.text).toContain('licencias quedaron suspendidas');
    expect(mails.filter((mail) => mail.subject.includes(order.paymentReference))).toHaveLength(1);

    expect(await statusOf(t, order.referenceUuid, 'firmaya')).toMatchObject({
      result: false,
      code: 'ER18',
      resultMessage: expect.stringContaining('fue reversado'),
    });
    const detail = await orderDetail(t, order.referenceUuid);
    expect(detail).toMatchObject({ state: 10, stateName: 'Pago reversado' });
    expect(detail.timeline.filter((entry) => entry.kind === 'REVERSED')).toEqual([
      {
        at: expect.any(String),
        kind: 'REVERSED',
        title: 'Pago reversado',
        detail: 'Respuesta: Respuesta 6 · Transacción EP-R1 · Licencias suspendidas y finanzas notificado',
        actor: 'EPAYCO',
      },
    ]);

    const form = await t
      .http()
      .post(PAYMENT_FORM)
      .set('token', order.token ?? '')
      .send(order.paymentRequest ?? {})
      .expect(422);
    expect(form.body).toMatchObject({ code: 'PAYMENTS.ALREADY_REVERSED' });
  });

  it('rejects an order whose payment is reversed before any approval: no PaymentReversed', async () => {
    const { order, target } = await pendingPayment();
    await confirm(epaycoConfirmation(EPAYCO_KEYS, target, { code: '6', transactionId: 'EP-R3' })).expect(200);
    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'REJECTED' });
    expect(
      await eventually(
        () => orderStateOf(t, order.referenceUuid),
        (state) => state === 7,
      ),
    ).toBe(7);
    expect(await eventsOf(t, REJECTED_EVENT, order.referenceUuid)).toHaveLength(1);
    expect(await eventsOf(t, REVERSED_EVENT, order.referenceUuid)).toHaveLength(0);
  });

  it('reverses the order when the reversal reaches ordering before the approval (events crossed); the late approval leaves it', async () => {
    const { order, payment } = await pendingPayment();
    const fields = {
      paymentId: payment.id,
      referenceUuid: order.referenceUuid,
      paymentReference: order.paymentReference,
      appName: 'firmaya',
      method: 'EN_LINEA' as const,
      gateway: 'EPAYCO',
      amount: 150000,
      currency: 'COP',
      gatewayTransactionId: 'EP-X1',
    };
    const events = t.app.get(EventBus);
    events.publish(new PaymentReversedEvent({ ...fields, reversedAt: new Date(), reason: 'Reversada' }));
    expect(
      await eventually(
        () => orderStateOf(t, order.referenceUuid),
        (state) => state === 10,
      ),
    ).toBe(10);
    events.publish(new PaymentApprovedEvent({ ...fields, approvedAt: new Date(), approvedBy: null }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await orderStateOf(t, order.referenceUuid)).toBe(10);
  });

  it('refuses a reversal with a forged signature: the order stays paid', async () => {
    const { order, target } = await pendingPayment();
    await confirm(epaycoConfirmation(EPAYCO_KEYS, target, { code: '1', transactionId: 'EP-R4' })).expect(200);
    const forged = epaycoConfirmation({ ...EPAYCO_KEYS, key: 'otra-llave' }, target, { code: '6', transactionId: 'EP-R4' });
    expect((await confirm(forged).expect(400)).body).toMatchObject({ code: 'PAYMENTS.CONFIRMATION_REJECTED' });
    const genuine = epaycoConfirmation(EPAYCO_KEYS, target, { code: '6', transactionId: 'EP-R4' });
    await confirm({ ...genuine, x_amount: '1.00' }).expect(400);
    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'APPROVED' });
    await eventually(
      () => orderStateOf(t, order.referenceUuid),
      (state) => state === 6,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await orderStateOf(t, order.referenceUuid)).toBe(6);
    expect(await eventsOf(t, REVERSED_EVENT, order.referenceUuid)).toHaveLength(0);
  });

  it('lets a signed test transaction approve outside production (staging and tests), keeping the flag for the timeline', async () => {
    const { order, payment, target } = await pendingPayment();
    await confirm(epaycoConfirmation(EPAYCO_KEYS, target, { code: '1', transactionId: 'EP-T1', test: true })).expect(200);
    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'APPROVED' });
    expect(await attemptsOf(t, payment.id)).toMatchObject([{ transaction_id: 'EP-T1', effect: 'APPROVED', test: true }]);
  });

  it('sends an answer with an unknown code to the review list once, leaving the payment pending', async () => {
    const { order, payment, target } = await pendingPayment();
    const unknown = epaycoConfirmation(EPAYCO_KEYS, target, { code: '99', transactionId: 'EP-U1' });
    await confirm(unknown).expect(200);
    await confirm(unknown).expect(200);
    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    expect(await attemptsOf(t, payment.id)).toMatchObject([{ transaction_id: 'EP-U1', outcome: 'PENDING', needs_review: true }]);
    const token = await t.staffToken(['LICFINANCIERO'], 'financiero');
    const list = await t.http().get(REVIEWS).query({ status: 'OPEN' }).set('Authorization', `Bearer ${token}`).expect(200);
    expect(list.body.result.records.filter((record: { referenceUuid: string }) => record.referenceUuid === order.referenceUuid)).toEqual([
      expect.objectContaining({
        gateway: 'EPAYCO',
        transactionId: 'EP-U1',
        responseCode: '99',
        source: 'CONFIRMATION',
        paymentState: 'PENDING',
        amount: 150000,
      }),
    ]);
  });

  it("settles pending payments through ePayco's transaction query, once; a young one, a missing one and a gateway down are left for later", async () => {
    // 1: a pending answer gave ePayco's reference; its approval was lost.
    const lost = await pendingPayment();
    await confirm(epaycoConfirmation(EPAYCO_KEYS, lost.target, { code: '3', transactionId: 'EP-Q1', refPayco: '7001' })).expect(200);
    answers.set('7001', {
      status: 200,
      body: { success: true, data: epaycoConfirmation(EPAYCO_KEYS, lost.target, { code: '1', transactionId: 'EP-Q1', refPayco: '7001' }) },
    });
    // 2: the gateway knows no transaction; 3: the gateway is down; 4: its answer is not signed by our keys.
    const unknownToGateway = await pendingPayment();
    const whileDown = await pendingPayment();
    answers.set(whileDown.order.paymentReference, { status: 503, body: { message: 'mantenimiento' } });
    const forged = await pendingPayment();
    answers.set(forged.order.paymentReference, {
      status: 200,
      body: {
        success: true,
        data: epaycoConfirmation({ ...EPAYCO_KEYS, key: 'otra' }, forged.target, { code: '1', transactionId: 'EP-Q4' }),
      },
    });
    // 5: younger than RECONCILE_PENDING_AFTER_MINUTES (30): not asked.
    const young = await pendingPayment();
    answers.set(young.order.paymentReference, {
      status: 200,
      body: { success: true, data: epaycoConfirmation(EPAYCO_KEYS, young.target, { code: '1', transactionId: 'EP-Q5' }) },
    });
    for (const old of [lost, unknownToGateway, whileDown, forged]) await backdatePayment(t, old.payment.id, 45);

    await t.app.get(ReconcilePendingPaymentsJob).run();
    expect(await paymentOf(t, lost.order.referenceUuid)).toMatchObject({ state: 'APPROVED', gateway_transaction_id: 'EP-Q1' });
    expect(await attemptsOf(t, lost.payment.id)).toMatchObject([
      { transaction_id: 'EP-Q1', outcome: 'PENDING', source: 'CONFIRMATION' },
      { transaction_id: 'EP-Q1', outcome: 'APPROVED', effect: 'APPROVED', source: 'RECONCILIATION' },
    ]);
    for (const left of [unknownToGateway, whileDown, forged, young]) {
      expect(await paymentOf(t, left.order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    }
    expect(gateway.requests).toEqual(
      expect.arrayContaining([
        `${QUERY_PATH}/7001`,
        `${QUERY_PATH}?x_id_invoice=${unknownToGateway.order.paymentReference}`,
        `${QUERY_PATH}?x_id_invoice=${whileDown.order.paymentReference}`,
      ]),
    );
    expect(gateway.requests.some((request) => request.includes(young.order.paymentReference))).toBe(false);

    // Run again: nothing doubles; the gateway is back for payment 3.
    answers.set(whileDown.order.paymentReference, {
      status: 200,
      body: { success: true, data: epaycoConfirmation(EPAYCO_KEYS, whileDown.target, { code: '4', transactionId: 'EP-Q3' }) },
    });
    const second = await reconcile();
    expect(second).toEqual({ asked: 3, settled: 1, unchanged: 0, notFound: 1, sentToReview: 0, refused: 1, unavailable: 0 });
    expect(await paymentOf(t, whileDown.order.referenceUuid)).toMatchObject({ state: 'REJECTED' });
    expect(await attemptsOf(t, lost.payment.id)).toHaveLength(2);
    await eventually(
      () => orderStateOf(t, lost.order.referenceUuid),
      (state) => state === 6,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventsOf(t, APPROVED_EVENT, lost.order.referenceUuid)).toHaveLength(1);
    expect(await orderStateOf(t, whileDown.order.referenceUuid)).toBe(7);
  });
});
