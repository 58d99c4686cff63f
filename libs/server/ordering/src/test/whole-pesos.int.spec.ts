import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { approve, orderBody, packageIds, person, register, registeredEvents, rows, verifyEmail } from './purchase-order-test-kit';

// Decision 0010: 2 × and 7 × a 120.000 package were charged 240.000,01 and 840.000,03. Every
// figure of the order, the gateway request, the hosted checkout and the purchase summary is whole pesos now.

const DETAIL = '/license/api/PurchaseOrder/GetPurchaseOrderDetail';
const SUMMARY = '/license/api/purchaseorderlicense/getsummaryorder';
const PAYMENT_FORM = '/payment/form';
const DOCUMENTS_120 = 'COLFAC-DOC-ADIC-100'; // $ 120.000, complementary: the customer needs a paid base plan first

interface Registered {
  referenceUuid: string;
  token: string | null;
  paymentRequest: { subTotal: number; taxIva: number; productsList: { quantity: number; unitPrice: number; total: number }[] };
  cart: {
    subTotal: number;
    totalDiscount: number;
    taxIva: number;
    total: number;
    lines: { total: number; newBase: number; ivaValue: number }[];
  };
}

describe('money in whole pesos through HTTP', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let financiero: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ids = await packageIds(t);
    financiero = `Bearer ${await t.staffToken(['LICFINANCIERO'], 'financiero.pesos')}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A verified colfactura customer who already holds a paid base plan (complementary packages need one). */
  async function customerWithBase() {
    const customer = person();
    await verifyEmail(t, customer.email);
    const base = await register(
      t,
      orderBody({ customerService: customer, packages: [[ids['COLFAC-PYME'], 1]], paymentMethod: 'EN_LINEA', appName: 'colfactura' }),
    ).expect(200);
    await approve(t, base.body.result.referenceUuid);
    return customer;
  }

  async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const summaryOf = async (referenceUuid: string) =>
    until(async () => {
      const response = await t.http().get(SUMMARY).set('pReferenceUuid', referenceUuid).set('pAppName', 'colfactura');
      return response.status === 200 ? response.body.result.summaryOrder : undefined;
    }, `the summary of ${referenceUuid}`);

  it.each([
    [2, 240_000, 201_681, 38_319, '$ 240.000'],
    [7, 840_000, 705_882, 134_118, '$ 840.000'],
  ])(
    'charges %p × a 120.000 package exactly %p: order, gateway request, hosted checkout, summary and back office',
    async (quantity, total, base, iva, shown) => {
      const customer = await customerWithBase();
      const response = await register(
        t,
        orderBody({
          customerService: customer,
          packages: [[ids[DOCUMENTS_120], quantity]],
          paymentMethod: 'EN_LINEA',
          appName: 'colfactura',
        }),
      ).expect(200);
      const order = response.body.result as Registered;

      // The answer: the server's cart and the gateway's payment request.
      expect(order.cart).toMatchObject({ subTotal: base, totalDiscount: 0, taxIva: iva, total });
      expect(order.cart.lines).toEqual([expect.objectContaining({ newBase: base, ivaValue: iva, total })]);
      expect(order.paymentRequest).toMatchObject({ subTotal: base, taxIva: iva });
      expect(order.paymentRequest.productsList).toEqual([expect.objectContaining({ quantity, unitPrice: 100_840.34, total })]);

      // The stored order and its lines.
      const [stored] = await rows<Record<string, string>>(
        t,
        'select sub_total, total_discount, tax_iva, total from ordering.purchase_order where id = ?',
        [order.referenceUuid],
      );
      expect(stored).toEqual({ sub_total: `${base}.00`, total_discount: '0.00', tax_iva: `${iva}.00`, total: `${total}.00` });
      const [line] = await rows<Record<string, string | number>>(
        t,
        'select quantity, base, discount, new_base, iva_value, total from ordering.purchase_order_line where order_id = ?',
        [order.referenceUuid],
      );
      expect(line).toEqual({
        quantity,
        base: '100840.34',
        discount: '0.00',
        new_base: `${base}.00`,
        iva_value: `${iva}.00`,
        total: `${total}.00`,
      });
      const [event] = await registeredEvents(t, order.referenceUuid);
      expect(event).toMatchObject({ subTotal: base, taxIva: iva, total });

      // The gateway: the payment's amount, and what the hosted checkout page asks the customer to pay.
      const payment = await until(async () => {
        const [found] = await rows<{ id: string; amount: string }>(t, 'select id, amount from payments.payment where reference_uuid = ?', [
          order.referenceUuid,
        ]);
        return found;
      }, 'the payment');
      expect(payment.amount).toBe(`${total}.00`);
      const form = await t
        .http()
        .post(PAYMENT_FORM)
        .set('token', order.token ?? '')
        .send({ ...order.paymentRequest, user: { firstName: 'Laura', email: customer.email } })
        .expect(200);
      const checkout = await t
        .http()
        .get(form.body.result.url as string)
        .expect(200);
      expect(checkout.text).toContain(`<p class="total">Total a pagar: ${shown}</p>`);

      // The purchase summary and the back office's order drawer.
      expect(await summaryOf(order.referenceUuid)).toMatchObject({
        summaryPackages: [expect.objectContaining({ quantity, subTotal: base })],
        subTotal: base,
        totalDiscount: 0,
        taxIva: iva,
        totalPurchase: total,
      });
      const detail = (await t.http().get(`${DETAIL}/${order.referenceUuid}`).set('Authorization', financiero).expect(200)).body.result;
      expect(detail.totals).toEqual({ subTotal: base, totalDiscount: 0, taxIva: iva, total });
      expect(detail.lines).toEqual([expect.objectContaining({ quantity, unitPrice: 120_000, discount: 0, ivaValue: iva, total })]);
    },
  );

  it('keeps whole pesos with a promo code: Plan Pyme with BIENVENIDA10 (10 %) and 7 × 120.000', async () => {
    const customer = person();
    await verifyEmail(t, customer.email);
    const response = await register(
      t,
      orderBody({
        customerService: customer,
        packages: [
          [ids['COLFAC-PYME'], 1],
          [ids[DOCUMENTS_120], 7],
        ],
        promotionCodeUse: 'BIENVENIDA10',
        paymentMethod: 'EFECTIVO',
        appName: 'colfactura',
      }),
    ).expect(200);
    const cart = (response.body.result as Registered).cart;
    // 890.000 − 10 % = 801.000; 7 × 120.000 = 840.000.
    expect(cart.lines.map((line) => line.total)).toEqual([801_000, 840_000]);
    expect(cart.total).toBe(1_641_000);
    expect(cart.subTotal - cart.totalDiscount + cart.taxIva).toBe(cart.total);
    for (const figure of [cart.subTotal, cart.totalDiscount, cart.taxIva]) expect(Number.isInteger(figure)).toBe(true);
    expect(await summaryOf(response.body.result.referenceUuid)).toMatchObject({
      totalPurchase: 1_641_000,
      totalDiscount: cart.totalDiscount,
    });
  });

  it('keeps the recorded figures of an order stored before: nothing rewrites them', async () => {
    const customer = await customerWithBase();
    const response = await register(
      t,
      orderBody({ customerService: customer, packages: [[ids[DOCUMENTS_120], 2]], paymentMethod: 'EFECTIVO', appName: 'colfactura' }),
    ).expect(200);
    const referenceUuid = response.body.result.referenceUuid as string;
    const [{ submission_id: submissionId }] = await rows<{ submission_id: string }>(
      t,
      'select submission_id from ordering.purchase_order where id = ?',
      [referenceUuid],
    );
    await summaryOf(referenceUuid);
    // What the cent-rounding maths stored for this cart before whole pesos (decision 0010).
    await rows(t, `update ordering.purchase_order set sub_total = 201680.68, tax_iva = 38319.33, total = 240000.01 where id = ?`, [
      referenceUuid,
    ]);
    await rows(
      t,
      `update ordering.purchase_order_line set new_base = 201680.68, iva_value = 38319.33, total = 240000.01 where order_id = ?`,
      [referenceUuid],
    );
    await rows(
      t,
      `update payments.purchase_summary set sub_total = 201680.68, tax_iva = 38319.33, total = 240000.01 where reference_uuid = ?`,
      [referenceUuid],
    );

    const detail = (await t.http().get(`${DETAIL}/${referenceUuid}`).set('Authorization', financiero).expect(200)).body.result;
    expect(detail.totals).toEqual({ subTotal: 201_680.68, totalDiscount: 0, taxIva: 38_319.33, total: 240_000.01 });
    expect(detail.lines[0]).toMatchObject({ ivaValue: 38_319.33, total: 240_000.01 });
    expect(await summaryOf(referenceUuid)).toMatchObject({ subTotal: 201_680.68, taxIva: 38_319.33, totalPurchase: 240_000.01 });

    // A replay of the same submission answers the stored order as it was recorded, not repriced.
    const replay = await register(t, {
      ...orderBody({ customerService: customer, packages: [[ids[DOCUMENTS_120], 2]], paymentMethod: 'EFECTIVO', appName: 'colfactura' }),
      submissionId,
    }).expect(200);
    expect(replay.body.result).toMatchObject({ referenceUuid, cart: { total: 240_000.01, taxIva: 38_319.33 } });
    const [again] = await rows<{ total: string }>(t, 'select total from ordering.purchase_order where id = ?', [referenceUuid]);
    expect(again.total).toBe('240000.01');
  });
});
