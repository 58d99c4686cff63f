import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { SANDBOX_DEFAULT_KEYS } from '../infrastructure/config/payments.config';
import {
  APPROVED_EVENT,
  PAYMENT_FORM,
  REJECTED_EVENT,
  attemptsOf,
  epaycoConfirmation,
  eventsOf,
  eventually,
  orderStateOf,
  packageIds,
  paymentOf,
  registerOrder,
  rows,
  statusOf,
  type RegisteredOrder,
} from './payments-test-kit';

const SANDBOX_CONFIRMATION = '/payment/confirmation/sandbox';

describe('online payments through the sandbox (default gateway)', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await t.app.listen(0, '127.0.0.1');
    ids = await packageIds(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const online = (packageCode = 'FIRMAYA-50', extra: { promotionCodeUse?: string } = {}) =>
    registerOrder(t, { packageId: ids[packageCode], paymentMethod: 'EN_LINEA', appName: 'firmaya', ...extra });

  /** The hosted checkout URL of the order, through POST /payment/form with the order's token. */
  async function checkoutUrl(order: RegisteredOrder): Promise<string> {
    const response = await t
      .http()
      .post(PAYMENT_FORM)
      .set('token', order.token ?? '')
      .send({ ...order.paymentRequest, user: { firstName: 'Andrés', email: 'andres@ejemplo.com.co' } })
      .expect(200);
    return response.body.result.url as string;
  }

  const decide = (url: string, decision: string) => t.http().post(url).type('form').send({ decision });

  describe('registration and the payment request', () => {
    it('opens the payment with the sandbox when the order is registered, and answers the same token to a replay', async () => {
      const order = await online();
      expect(order).toMatchObject({ code: 'WR12', paymentGateway: 'SANDBOX', epaycoPaymentCode: null });
      expect(order.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await paymentOf(t, order.referenceUuid)).toMatchObject({
        method: 'EN_LINEA',
        gateway: 'SANDBOX',
        state: 'PENDING',
        amount: '150000.00',
        currency: 'COP',
        payment_reference: order.paymentReference,
        customer_name: 'Andrés Pérez Mora',
        customer_document_number: order.customer.documentNumber,
        customer_email: order.customer.email,
      });

      const submissionId = (
        await rows<{ submission_id: string }>(t, 'select submission_id from ordering.purchase_order where id = ?', [order.referenceUuid])
      )[0].submission_id;
      const replay = await registerOrder(t, {
        packageId: ids['FIRMAYA-50'],
        paymentMethod: 'EN_LINEA',
        appName: 'firmaya',
        customer: order.customer,
        submissionId,
      });
      expect(replay).toMatchObject({ referenceUuid: order.referenceUuid, token: order.token, paymentGateway: 'SANDBOX' });
      expect(await rows(t, 'select id from payments.payment where reference_uuid = ?', [order.referenceUuid])).toHaveLength(1);
    });

    it('POST /payment/form answers the hosted checkout for the order token only', async () => {
      const order = await online();
      const payment = await paymentOf(t, order.referenceUuid);
      expect(await checkoutUrl(order)).toBe(`/payment/sandbox/${payment?.id}`);
      expect((await paymentOf(t, order.referenceUuid))?.checkout_requested_on).not.toBeNull();

      const other = await online();
      const wrong = await t
        .http()
        .post(PAYMENT_FORM)
        .set('token', other.token ?? '')
        .send({ fullReference: order.paymentReference })
        .expect(403);
      expect(wrong.body).toMatchObject({
        code: 'PAYMENTS.INVALID_PAYMENT_TOKEN',
        statusMessage: 'No fue posible validar la solicitud de pago.',
      });
      await t.http().post(PAYMENT_FORM).send({ fullReference: order.paymentReference }).expect(403);
      await t
        .http()
        .post(PAYMENT_FORM)
        .set('token', order.token ?? '')
        .send({ fullReference: 'LIC-2000-999999' })
        .expect(403);

      const missing = await t
        .http()
        .post(PAYMENT_FORM)
        .set('token', order.token ?? '')
        .send({})
        .expect(400);
      expect(missing.body.errors).toContainEqual({ field: 'fullReference', message: 'Campo obligatorio' });
      const unknown = await t
        .http()
        .post(PAYMENT_FORM)
        .set('token', order.token ?? '')
        .send({ fullReference: order.paymentReference, amount: 1 })
        .expect(400);
      expect(unknown.body.errors).toContainEqual({ field: 'amount', message: 'Este campo no está permitido.' });
    });
  });

  describe('the hosted checkout page', () => {
    it('shows the order reference, its lines and total with the three choices, in Spanish and without a brand', async () => {
      const order = await online();
      const url = await checkoutUrl(order);
      const page = await t
        .http()
        .get(url)
        .expect(200)
        .expect('Content-Type', /text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      const html = page.text;
      expect(html).toContain('<title>Pasarela de pagos de prueba</title>');
      expect(html).toContain(order.paymentReference);
      expect(html).toContain('Firmaya 50 firmas');
      expect(html).toContain('$ 150.000');
      expect(html).toContain('Andrés Pérez Mora');
      for (const button of ['Aprobar pago', 'Rechazar pago', 'Dejar pendiente']) expect(html).toContain(button);
      expect(html.toLowerCase()).not.toContain('firmaya.com');

      const missing = await t.http().get('/payment/sandbox/00000000-0000-4000-8000-000000000000').expect(404);
      expect(missing.text).toContain('El pago no existe o ya no se puede pagar en esta pasarela.');
      await t.http().get('/payment/sandbox/no-es-un-uuid').expect(400);
    });

    it('approves: a signed confirmation, then the browser back on the status page; the order is paid (6) once', async () => {
      const order = await online();
      const url = await checkoutUrl(order);
      const payment = await paymentOf(t, order.referenceUuid);

      const back = await decide(url, 'approve').expect(303);
      expect(back.headers.location).toBe(`/registerPurchaseOrder/statusOrder/${order.referenceUuid}`);
      expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'APPROVED' });
      const attempts = await attemptsOf(t, payment!.id);
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({
        gateway: 'SANDBOX',
        outcome: 'APPROVED',
        response_code: '1',
        effect: 'APPROVED',
        amount: '150000.00',
      });
      expect(attempts[0].transaction_id).toMatch(/^SBX-/);

      // The status follows the payment at once, before the event reaches the order.
      expect(await statusOf(t, order.referenceUuid, 'firmaya')).toMatchObject({ result: true, code: 'OK12' });
      expect(
        await eventually(
          () => orderStateOf(t, order.referenceUuid),
          (state) => state === 6,
        ),
      ).toBe(6);
      const events = await eventsOf(t, APPROVED_EVENT, order.referenceUuid);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        referenceUuid: order.referenceUuid,
        paymentReference: order.paymentReference,
        appName: 'firmaya',
        method: 'EN_LINEA',
        gateway: 'SANDBOX',
        amount: 150000,
        currency: 'COP',
        gatewayTransactionId: attempts[0].transaction_id,
      });
      expect(typeof events[0].approvedAt).toBe('string');

      // A decided payment shows its outcome and takes no new transaction.
      expect((await t.http().get(url).expect(200)).text).toContain('Este pago ya fue aprobado.');
      await decide(url, 'reject').expect(303);
      expect(await attemptsOf(t, payment!.id)).toHaveLength(1);
      const again = await t
        .http()
        .post(PAYMENT_FORM)
        .set('token', order.token ?? '')
        .send({ fullReference: order.paymentReference })
        .expect(422);
      expect(again.body.statusMessage).toBe('El pago de esta orden de compra ya fue aprobado.');
      expect(await eventsOf(t, REJECTED_EVENT, order.referenceUuid)).toHaveLength(0);
    });

    it('declines: the payment and the order are rejected (7) and the status page answers ER12', async () => {
      const order = await online();
      const url = await checkoutUrl(order);
      await decide(url, 'reject').expect(303);
      expect(await paymentOf(t, order.referenceUuid)).toMatchObject({
        state: 'REJECTED',
        reject_reason: 'Rechazada por la pasarela de pruebas',
      });
      expect(await statusOf(t, order.referenceUuid, 'firmaya')).toMatchObject({ result: false, code: 'ER12' });
      expect(
        await eventually(
          () => orderStateOf(t, order.referenceUuid),
          (state) => state === 7,
        ),
      ).toBe(7);
      expect(await eventsOf(t, REJECTED_EVENT, order.referenceUuid)).toHaveLength(1);
      expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toHaveLength(0);
      const closed = await t
        .http()
        .post(PAYMENT_FORM)
        .set('token', order.token ?? '')
        .send({ fullReference: order.paymentReference })
        .expect(422);
      expect(closed.body.code).toBe('PAYMENTS.ALREADY_REJECTED');
    });

    it('leaves the payment pending (WR12, the gateway is processing), and it can still be approved later', async () => {
      const order = await online();
      const url = await checkoutUrl(order);
      await decide(url, 'pending').expect(303);
      const payment = await paymentOf(t, order.referenceUuid);
      expect(payment).toMatchObject({ state: 'PENDING' });
      expect(await attemptsOf(t, payment!.id)).toMatchObject([{ outcome: 'PENDING', effect: 'NONE' }]);
      expect(await statusOf(t, order.referenceUuid, 'firmaya')).toEqual({
        result: false,
        code: 'WR12',
        resultMessage: 'Tu pago está siendo procesado por la pasarela de pagos.',
        resultData: expect.objectContaining({ code: 'WR12' }),
      });
      expect((await t.http().get(url).expect(200)).text).toContain('El pago quedó pendiente.');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await orderStateOf(t, order.referenceUuid)).toBe(1);

      await decide(url, 'approve').expect(303);
      expect(
        await eventually(
          () => orderStateOf(t, order.referenceUuid),
          (state) => state === 6,
        ),
      ).toBe(6);
      expect(await attemptsOf(t, payment!.id)).toHaveLength(2);
    });

    it('"Reintentar pago" clicked twice at once on a pending payment: one payment, one checkout, paid once', async () => {
      const order = await online();
      const url = await checkoutUrl(order);
      await decide(url, 'pending').expect(303);

      const retries = await Promise.all(
        Array.from({ length: 6 }, () =>
          t
            .http()
            .post(PAYMENT_FORM)
            .set('token', order.token ?? '')
            .send({ ...order.paymentRequest, user: { firstName: 'Andrés', email: 'andres@ejemplo.com.co' } }),
        ),
      );
      expect(retries.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(new Set(retries.map((answer) => answer.body.result.url))).toEqual(new Set([url]));
      expect(await rows(t, 'select id from payments.payment where reference_uuid = ?', [order.referenceUuid])).toHaveLength(1);

      // Both tabs reach the gateway and approve: the order is paid once, with one PaymentApproved.
      await Promise.all([decide(url, 'approve'), decide(url, 'approve')]);
      expect(
        await eventually(
          () => orderStateOf(t, order.referenceUuid),
          (state) => state === 6,
        ),
      ).toBe(6);
      expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toHaveLength(1);
      const late = await t
        .http()
        .post(PAYMENT_FORM)
        .set('token', order.token ?? '')
        .send({ fullReference: order.paymentReference })
        .expect(422);
      expect(late.body.statusMessage).toBe('El pago de esta orden de compra ya fue aprobado.');
    });

    it('never approves from the browser coming back alone', async () => {
      const order = await online();
      await t.http().get(`/registerPurchaseOrder/statusOrder/${order.referenceUuid}`);
      await t
        .http()
        .get(`/registerPurchaseOrder/statusOrder/${order.referenceUuid}?x_cod_response=1&x_id_invoice=${order.paymentReference}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'PENDING' });
      expect(await orderStateOf(t, order.referenceUuid)).toBe(1);
      expect(await statusOf(t, order.referenceUuid, 'firmaya')).toMatchObject({ result: false, code: 'WR12' });
    });
  });

  describe('confirmations posted to /payment/confirmation/sandbox', () => {
    async function pendingPayment() {
      const order = await online();
      const payment = (await paymentOf(t, order.referenceUuid))!;
      return { order, payment, target: { paymentReference: order.paymentReference, paymentId: payment.id, amount: '150000' } };
    }

    it('accepts the ePayco format signed with the sandbox keys, form-urlencoded or JSON', async () => {
      const { order, payment, target } = await pendingPayment();
      const pending = epaycoConfirmation(SANDBOX_DEFAULT_KEYS, target, { code: '3', transactionId: 'SBX-JSON-1' });
      expect((await t.http().post(SANDBOX_CONFIRMATION).send(pending).expect(200)).body).toEqual({ result: { received: true } });
      const approved = epaycoConfirmation(
        SANDBOX_DEFAULT_KEYS,
        { ...target, amount: '150000.00' },
        { code: '1', transactionId: 'SBX-JSON-1' },
      );
      await t.http().post(SANDBOX_CONFIRMATION).type('form').send(approved).expect(200);
      expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'APPROVED', gateway_transaction_id: 'SBX-JSON-1' });
      expect(await attemptsOf(t, payment.id)).toMatchObject([
        { outcome: 'PENDING', effect: 'NONE' },
        { outcome: 'APPROVED', effect: 'APPROVED' },
      ]);
    });

    it('changes nothing on a bad signature, a wrong amount or currency, or an unknown order (400/404 without detail)', async () => {
      const { order, payment, target } = await pendingPayment();
      const forged = { ...epaycoConfirmation(SANDBOX_DEFAULT_KEYS, target, { code: '1' }), x_signature: 'f'.repeat(64) };
      const bad = await t.http().post(SANDBOX_CONFIRMATION).type('form').send(forged).expect(400);
      expect(bad.body).toMatchObject({ code: 'PAYMENTS.CONFIRMATION_REJECTED', statusMessage: 'La confirmación del pago no es válida.' });
      const wrongKey = epaycoConfirmation({ customerId: SANDBOX_DEFAULT_KEYS.customerId, key: 'otra-llave' }, target, { code: '1' });
      await t.http().post(SANDBOX_CONFIRMATION).type('form').send(wrongKey).expect(400);
      const cheaper = epaycoConfirmation(SANDBOX_DEFAULT_KEYS, { ...target, amount: '1000' }, { code: '1' });
      expect((await t.http().post(SANDBOX_CONFIRMATION).type('form').send(cheaper).expect(400)).body.statusMessage).toBe(
        bad.body.statusMessage,
      );
      const dollars = epaycoConfirmation(SANDBOX_DEFAULT_KEYS, target, { code: '1', currency: 'USD' });
      await t.http().post(SANDBOX_CONFIRMATION).type('form').send(dollars).expect(400);
      const unknown = epaycoConfirmation(SANDBOX_DEFAULT_KEYS, { amount: '150000', paymentReference: 'LIC-2000-999999' }, { code: '1' });
      const notFound = await t.http().post(SANDBOX_CONFIRMATION).type('form').send(unknown).expect(404);
      expect(notFound.body).toMatchObject({ code: 'PAYMENTS.PAYMENT_NOT_FOUND' });
      const otherPayment = epaycoConfirmation(
        SANDBOX_DEFAULT_KEYS,
        { ...target, paymentId: '00000000-0000-4000-8000-000000000000' },
        { code: '1' },
      );
      await t.http().post(SANDBOX_CONFIRMATION).type('form').send(otherPayment).expect(404);
      await t.http().post(SANDBOX_CONFIRMATION).type('form').send({}).expect(400);
      await t
        .http()
        .post('/payment/confirmation/epayco')
        .type('form')
        .send(epaycoConfirmation(SANDBOX_DEFAULT_KEYS, target, { code: '1' }))
        .expect(404);

      expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'PENDING' });
      expect(await attemptsOf(t, payment.id)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await orderStateOf(t, order.referenceUuid)).toBe(1);
      expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toEqual([]);
    });

    it('approves once when the same confirmation arrives 100 times, concurrently: one attempt, one PaymentApproved', async () => {
      const { order, payment, target } = await pendingPayment();
      const confirmation = epaycoConfirmation(SANDBOX_DEFAULT_KEYS, target, { code: '1', transactionId: 'SBX-REPLAY-1' });
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => t.http().post(SANDBOX_CONFIRMATION).type('form').send(confirmation)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
      expect(await attemptsOf(t, payment.id)).toHaveLength(1);
      expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toHaveLength(1);
      expect(
        await eventually(
          () => orderStateOf(t, order.referenceUuid),
          (state) => state === 6,
        ),
      ).toBe(6);
      expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toHaveLength(1);
    });

    it('consumes the promo code of a paid order once', async () => {
      const order = await online('FIRMAYA-50', { promotionCodeUse: 'DESCUENTO50MIL' });
      expect(order.cart.total).toBe(100000);
      const payment = (await paymentOf(t, order.referenceUuid))!;
      expect(payment.amount).toBe('100000.00');
      const uses = async () =>
        Number(
          (
            await rows<{ uses: number | null }>(
              t,
              `select sum(u.uses)::int as uses from ordering.promotion_code_use u join ordering.promotion_code c on c.promo_code_id = u.promo_code_id where c.promotion_code = 'DESCUENTO50MIL'`,
            )
          )[0].uses ?? 0,
        );
      const before = await uses();
      const confirmation = epaycoConfirmation(SANDBOX_DEFAULT_KEYS, { ...target(order, payment.id), amount: '100000' }, { code: '1' });
      await t.http().post(SANDBOX_CONFIRMATION).type('form').send(confirmation).expect(200);
      await t.http().post(SANDBOX_CONFIRMATION).type('form').send(confirmation).expect(200);
      expect(await eventually(uses, (count) => count === before + 1)).toBe(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await uses()).toBe(before + 1);
    });
  });

  describe('orders that are not paid online', () => {
    it('SIN_PAGO: the payment is approved at once with one PaymentApproved; the order stays activated (8)', async () => {
      const order = await registerOrder(t, { packageId: ids['FIRMAYA-GRATIS'], paymentMethod: 'SIN_PAGO', appName: 'firmaya' });
      expect(order).toMatchObject({ code: 'OK15', token: null, paymentGateway: null });
      const payment = await eventually(() => paymentOf(t, order.referenceUuid), Boolean);
      expect(payment).toMatchObject({ method: 'SIN_PAGO', gateway: null, state: 'APPROVED', amount: '0.00' });
      const events = await eventually(
        () => eventsOf(t, APPROVED_EVENT, order.referenceUuid),
        (found) => found.length > 0,
      );
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ method: 'SIN_PAGO', amount: 0, gateway: null, gatewayTransactionId: null });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toHaveLength(1);
      expect(await orderStateOf(t, order.referenceUuid)).toBe(8);
      expect(await statusOf(t, order.referenceUuid, 'firmaya')).toMatchObject({ result: true, code: 'OK15' });
    });

    it('EFECTIVO: a pending cash payment is opened from the event; it has no gateway checkout', async () => {
      const order = await registerOrder(t, { packageId: ids['COLFAC-PYME'], paymentMethod: 'EFECTIVO', appName: 'colfactura' });
      expect(order).toMatchObject({ code: 'WR12', token: null, paymentGateway: null });
      const payment = await eventually(() => paymentOf(t, order.referenceUuid), Boolean);
      expect(payment).toMatchObject({ method: 'EFECTIVO', gateway: null, state: 'PENDING', amount: '890000.00' });
      await t.http().get(`/payment/sandbox/${payment!.id}`).expect(404);
      const confirmation = epaycoConfirmation(
        SANDBOX_DEFAULT_KEYS,
        { paymentReference: order.paymentReference, amount: '890000' },
        { code: '1' },
      );
      await t.http().post(SANDBOX_CONFIRMATION).type('form').send(confirmation).expect(400);
      expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    });
  });
});

function target(order: RegisteredOrder, paymentId: string) {
  return { paymentReference: order.paymentReference, paymentId, amount: '0' };
}
