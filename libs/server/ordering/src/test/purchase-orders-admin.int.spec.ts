import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { PurchaseOrderDetailView } from '../application/queries/get-purchase-order-detail/get-purchase-order-detail.query';
import type { PurchaseOrderSummaryView } from '../application/queries/search-purchase-orders/search-purchase-orders.query';
import type { PurchaseCustomer } from '@lic/shared-api-types';
import { company, orderBody, packageIds, person, register, rows, verifyEmail } from './purchase-order-test-kit';

const SEARCH = '/license/api/PurchaseOrder/SearchPurchaseOrders';
const DETAIL = '/license/api/PurchaseOrder/GetPurchaseOrderDetail';
const PAYMENT_FORM = '/payment/form';
const UPLOAD = '/license/api/purchaseorderlicense/uploadPaymentSupport';
const CHANGE_STATE = '/license/api/PurchaseOrder/ChangeStatePurchase/colfactura';
const REJECT_TYPES = '/license/api/parameter/GetAllRejectTypes';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

interface Registered {
  referenceUuid: string;
  paymentReference: string;
  token: string | null;
  paymentRequest: Record<string, unknown> | null;
  service: PurchaseCustomer;
  billing: PurchaseCustomer;
}

type Page = { records: PurchaseOrderSummaryView[]; count: number };

/** Waits until `read` gives something truthy (events cross contexts through the outbox). */
async function until<T>(read: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('back office "Órdenes de compra": SearchPurchaseOrders and GetPurchaseOrderDetail', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let financiero: string;
  let consulta: string;
  let comercial: string;
  // Registered once, oldest first: an approved online order, a cash order paid by a company, another cash order
  // of the same buyer, and an online order left pending.
  let online: Registered;
  let cash: Registered;
  let secondCash: Registered;
  let pending: Registered;

  async function registerOrder(input: {
    appName: string;
    packageCode: string;
    paymentMethod: 'EN_LINEA' | 'EFECTIVO';
    service?: PurchaseCustomer;
    billing?: PurchaseCustomer;
  }): Promise<Registered> {
    const service = input.service ?? person();
    await verifyEmail(t, service.email);
    const response = await register(
      t,
      orderBody({
        customerService: service,
        customerBilling: input.billing ?? null,
        packages: [[ids[input.packageCode], 1]],
        paymentMethod: input.paymentMethod,
        appName: input.appName,
      }),
    );
    if (response.status !== 200) throw new Error(`RegisterPurchaseOrder answered ${response.status}: ${JSON.stringify(response.body)}`);
    const result = response.body.result as Omit<Registered, 'service' | 'billing'>;
    // Payments opens the payment from the registration event (outbox).
    await until(
      async () => (await rows(t, 'select 1 from payments.payment where reference_uuid = ?', [result.referenceUuid])).length > 0,
      `the payment of ${result.referenceUuid}`,
    );
    return { ...result, service, billing: input.billing ?? service };
  }

  const search = (body: Record<string, unknown>, auth: string = financiero) => t.http().post(SEARCH).set('Authorization', auth).send(body);
  const page = async (body: Record<string, unknown>): Promise<Page> =>
    (await search({ skip: 0, take: 100, ...body }).expect(200)).body.result;
  const references = (found: Page) => found.records.map((record) => record.paymentReference);
  const detail = async (referenceUuid: string): Promise<PurchaseOrderDetailView> =>
    (await t.http().get(`${DETAIL}/${referenceUuid}`).set('Authorization', financiero).expect(200)).body.result;

  beforeAll(async () => {
    // The test client plays a proxy on this machine: its X-Forwarded-For is the visitor (TRUST_PROXY, decision 0047).
    t = await createTestApp({ seed: true, env: { TRUST_PROXY: 'loopback' } });
    ids = await packageIds(t);
    financiero = `Bearer ${await t.staffToken(['LICFINANCIERO'], 'financiero.uno')}`;
    consulta = `Bearer ${await t.staffToken(['LICFINANCIEROCONSULTA'], 'consulta.uno')}`;
    comercial = `Bearer ${await t.staffToken(['LICENSECOMERCIAL'], 'comercial.uno')}`;

    // 1. Online through the sandbox, approved by the payer on the hosted checkout.
    online = await registerOrder({ appName: 'firmaya', packageCode: 'FIRMAYA-50', paymentMethod: 'EN_LINEA' });
    const form = await t
      .http()
      .post(PAYMENT_FORM)
      .set('token', online.token ?? '')
      .send({ ...online.paymentRequest })
      .expect(200);
    await t.http().post(form.body.result.url).type('form').send({ decision: 'approve' }).expect(303);
    await until(
      async () =>
        (await rows<{ state: number }>(t, 'select state from ordering.purchase_order where id = ?', [online.referenceUuid]))[0]?.state ===
        6,
      'the online order approved',
    );

    // 2. Cash, paid by a company for a person: the order is mailed to both; the proof is uploaded.
    cash = await registerOrder({ appName: 'colfactura', packageCode: 'COLFAC-PYME', paymentMethod: 'EFECTIVO', billing: company() });
    await t
      .http()
      .post(UPLOAD)
      .set('X-Forwarded-For', '203.0.113.77')
      .send({
        referenceUuid: cash.referenceUuid,
        fileName: 'consignación.pdf',
        contentFileBase64: PDF.toString('base64'),
        supportType: 'PAYMENT_SUPPORT',
      })
      .expect(200);

    // 3. A second cash order of the same buyer (its mails must not show in the first one's timeline).
    secondCash = await registerOrder({
      appName: 'colfactura',
      packageCode: 'COLFAC-PYME',
      paymentMethod: 'EFECTIVO',
      service: cash.service,
    });

    // 4. Online, left pending.
    pending = await registerOrder({ appName: 'firmaya', packageCode: 'FIRMAYA-50', paymentMethod: 'EN_LINEA' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('SearchPurchaseOrders', () => {
    it('lists every order of every brand, newest first, with the Spanish state name and the billing customer', async () => {
      const all = await page({});
      expect(all.count).toBe(4);
      expect(references(all)).toEqual([pending, secondCash, cash, online].map((order) => order.paymentReference));
      const row = all.records.find((record) => record.referenceUuid === cash.referenceUuid);
      expect(row).toEqual({
        referenceUuid: cash.referenceUuid,
        paymentReference: cash.paymentReference,
        appName: 'colfactura',
        state: 5,
        stateName: 'Pendiente de pago en efectivo',
        paymentMethod: 'EFECTIVO',
        customerName: 'Comercializadora Andina S.A.S.',
        documentNumber: cash.billing.documentNumber,
        total: expect.any(Number),
        createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(row!.total).toBeGreaterThan(0);
      const approved = all.records.find((record) => record.referenceUuid === online.referenceUuid);
      expect(approved).toMatchObject({
        state: 6,
        stateName: 'Aprobada',
        paymentMethod: 'EN_LINEA',
        appName: 'firmaya',
        customerName: 'Laura Gómez Ríos',
      });
      expect(all.records.find((record) => record.referenceUuid === pending.referenceUuid)?.stateName).toBe('Pendiente de pago en línea');
    });

    it('filters by state, payment method and brand (any case), together', async () => {
      expect(references(await page({ state: 5 }))).toEqual([secondCash.paymentReference, cash.paymentReference]);
      expect(references(await page({ state: 6 }))).toEqual([online.paymentReference]);
      expect((await page({ state: 7 })).count).toBe(0);
      expect(references(await page({ paymentMethod: 'EN_LINEA' }))).toEqual([pending.paymentReference, online.paymentReference]);
      expect(references(await page({ appName: 'FirmaYa' }))).toEqual([pending.paymentReference, online.paymentReference]);
      expect(references(await page({ appName: 'firmaya', state: 1, paymentMethod: 'EN_LINEA' }))).toEqual([pending.paymentReference]);
      expect((await page({ appName: 'colfactura', paymentMethod: 'EN_LINEA' })).count).toBe(0);
      // Empty filters count as absent.
      expect((await page({ appName: '', documentNumber: ' ', reference: '' })).count).toBe(4);
    });

    it('filters by the exact document of the billing or the service customer', async () => {
      expect(references(await page({ documentNumber: cash.billing.documentNumber }))).toEqual([cash.paymentReference]);
      expect(references(await page({ documentNumber: ` ${cash.service.documentNumber} ` }))).toEqual([
        secondCash.paymentReference,
        cash.paymentReference,
      ]);
      expect((await page({ documentNumber: cash.service.documentNumber.slice(0, -1) })).count).toBe(0);
    });

    it('filters by part of the payment reference (any case) or by the whole referenceUuid', async () => {
      expect(references(await page({ reference: online.paymentReference.toLowerCase() }))).toEqual([online.paymentReference]);
      const digits = cash.paymentReference.split('-')[2];
      expect(references(await page({ reference: digits }))).toEqual([cash.paymentReference]);
      expect(references(await page({ reference: pending.referenceUuid.toUpperCase() }))).toEqual([pending.paymentReference]);
      expect((await page({ reference: pending.referenceUuid.slice(0, 8) })).count).toBe(0);
      expect((await page({ reference: '%' })).count).toBe(0);
    });

    it('filters by Bogotá calendar days, both ends included', async () => {
      // The cash order on 15 Jan 2025 at 00:00 Bogotá, the second one at 23:59:59.999 of that day, the pending one
      // a millisecond before it starts (14 Jan in Bogotá, already 15 Jan in UTC).
      const at = async (order: Registered, instant: Date) =>
        rows(t, 'update ordering.purchase_order set registered_on = ? where id = ?', [instant, order.referenceUuid]);
      const moved = [cash, secondCash, pending];
      const original = await rows<{ id: string; registered_on: Date }>(
        t,
        'select id, registered_on from ordering.purchase_order where id in (?, ?, ?)',
        [...moved.map((order) => order.referenceUuid)],
      );
      await at(cash, new Date('2025-01-15T05:00:00.000Z'));
      await at(secondCash, new Date('2025-01-16T04:59:59.999Z'));
      await at(pending, new Date('2025-01-15T04:59:59.999Z'));
      try {
        expect(references(await page({ from: '2025-01-15', to: '2025-01-15' }))).toEqual([
          secondCash.paymentReference,
          cash.paymentReference,
        ]);
        expect(references(await page({ to: '2025-01-14' }))).toEqual([pending.paymentReference]);
        expect(references(await page({ from: '2025-01-14', to: '2025-01-14' }))).toEqual([pending.paymentReference]);
        expect(references(await page({ from: '2025-01-16' }))).toEqual([online.paymentReference]);
        expect((await page({ from: '2025-01-15', to: '2025-01-15', paymentMethod: 'EN_LINEA' })).count).toBe(0);
      } finally {
        for (const row of original)
          await rows(t, 'update ordering.purchase_order set registered_on = ? where id = ?', [row.registered_on, row.id]);
      }
    });

    it('pages with skip and take, counting every match', async () => {
      const first = await search({ skip: 0, take: 3 }).expect(200);
      expect(first.body.result.count).toBe(4);
      expect(first.body.result.records).toHaveLength(3);
      const second = await search({ skip: 3, take: 3 }).expect(200);
      expect(second.body.result).toMatchObject({ count: 4 });
      expect(references(second.body.result)).toEqual([online.paymentReference]);
      const beyond = await search({ skip: 10, take: 3 }).expect(200);
      expect(beyond.body.result).toEqual({ records: [], count: 4 });
      const all = references(await page({}));
      expect([...references(first.body.result), ...references(second.body.result)]).toEqual(all);
    });

    it('answers 400 with Spanish messages for bad input', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ skip: 0, take: 0 }, 'take', 'La cantidad de registros por página debe estar entre 1 y 100.'],
        [{ skip: 0, take: 101 }, 'take', 'La cantidad de registros por página debe estar entre 1 y 100.'],
        [{ skip: -1, take: 10 }, 'skip', 'El desplazamiento debe ser un número entero mayor o igual a cero.'],
        [{ take: 10 }, 'skip', 'Campo obligatorio'],
        [{ skip: 0, take: 10, state: 2 }, 'state', 'El estado indicado no existe.'],
        [{ skip: 0, take: 10, paymentMethod: 'TARJETA' }, 'paymentMethod', 'El medio de pago debe ser EN_LINEA, EFECTIVO o SIN_PAGO.'],
        [{ skip: 0, take: 10, appName: 'netflix' }, 'appName', 'La aplicación indicada no existe.'],
        [{ skip: 0, take: 10, from: '15/01/2025' }, 'from', 'Ingresa una fecha válida con el formato AAAA-MM-DD.'],
        [{ skip: 0, take: 10, to: '2025-02-30' }, 'to', 'Ingresa una fecha válida con el formato AAAA-MM-DD.'],
        [{ skip: 0, take: 10, from: '2025-02-01', to: '2025-01-31' }, 'to', 'La fecha inicial no puede ser posterior a la fecha final.'],
        [{ skip: 0, take: 10, reference: 'x'.repeat(37) }, 'reference', 'Máximo 36 caracteres.'],
        [{ skip: 0, take: 10, documento: '1' }, 'documento', 'Este campo no está permitido.'],
      ];
      for (const [body, field, message] of cases) {
        const response = await search(body).expect(400);
        expect(response.body.errors).toContainEqual({ field, message });
        expect(response.body.statusMessage).toEqual(expect.any(String));
      }
    });
  });

  describe('GetPurchaseOrderDetail', () => {
    it('gives an approved online order with its lines, customers, consent and timeline (registered, checkout, sandbox answer, approval)', async () => {
      const found = await detail(online.referenceUuid);
      expect(found).toMatchObject({
        referenceUuid: online.referenceUuid,
        paymentReference: online.paymentReference,
        appName: 'firmaya',
        serviceName: 'FIRMAYA',
        kind: 'PURCHASE',
        state: 6,
        stateName: 'Aprobada',
        paymentMethod: 'EN_LINEA',
        paymentGateway: 'SANDBOX',
        promotionCode: null,
        effectiveOn: expect.any(String),
        lines: [
          {
            packageId: ids['FIRMAYA-50'],
            packageCode: 'FIRMAYA-50',
            packageName: 'Firmaya 50 firmas',
            quantity: 1,
            unitPrice: 150000,
            discount: 0,
            taxIva: 19,
            ivaValue: expect.any(Number),
            total: 150000,
          },
        ],
        totals: { subTotal: expect.any(Number), totalDiscount: 0, taxIva: expect.any(Number), total: 150000 },
        billingCustomer: {
          personType: 'Natural',
          documentType: 'CC',
          documentNumber: online.service.documentNumber,
          name: 'Laura Gómez Ríos',
          email: online.service.email,
          cellphoneNumber: '3001234567',
          address: 'Calle 100 # 19-61',
          city: 'BOGOTA, D.C.',
        },
        consent: { policyUrl: expect.any(String), termsUrl: expect.any(String), acceptedAt: expect.any(String), userName: null },
      });
      expect(found.serviceCustomer).toEqual(found.billingCustomer);

      const [attempt] = await rows<{ transaction_id: string }>(
        t,
        'select a.transaction_id from payments.payment_attempt a join payments.payment p on p.id = a.payment_id where p.reference_uuid = ?',
        [online.referenceUuid],
      );
      const kinds = found.timeline.map((entry) => entry.kind);
      expect(kinds.slice(0, 4)).toEqual(['REGISTERED', 'PAYMENT_ATTEMPT', 'GATEWAY_ANSWER', 'APPROVED']);
      // Licensing issues the plans (and mails the activation) on approval, asynchronously (decision 0008).
      expect(kinds.slice(4).every((kind) => kind === 'LICENCE_ISSUED' || kind === 'EMAIL_SENT')).toBe(true);
      expect(found.timeline[0]).toEqual({
        at: found.createdOn,
        kind: 'REGISTERED',
        title: 'Orden registrada',
        detail: 'Pago en línea · Pasarela SANDBOX · Total $ 150.000',
        actor: 'Laura Gómez Ríos',
      });
      expect(found.timeline[1]).toMatchObject({
        title: 'Pago iniciado',
        detail: 'Pasarela SANDBOX · Valor $ 150.000',
        actor: 'Laura Gómez Ríos',
      });
      expect(found.timeline[2]).toMatchObject({
        title: 'Respuesta de la pasarela',
        detail: `Aprobada · Aprobada por la pasarela de pruebas (1) · Transacción ${attempt.transaction_id}`,
        actor: 'SANDBOX',
      });
      expect(found.timeline[3]).toMatchObject({
        title: 'Pago aprobado',
        detail: `Pago en línea · Transacción ${attempt.transaction_id}`,
        actor: 'SANDBOX',
      });
      const instants = found.timeline.map((entry) => Date.parse(entry.at));
      expect([...instants].sort((a, b) => a - b)).toEqual(instants);
    });

    it('gives a cash order with its billing company, the uploaded proof and the order mailed to both customers', async () => {
      const found = await detail(cash.referenceUuid);
      expect(found).toMatchObject({
        state: 5,
        stateName: 'Pendiente de pago en efectivo',
        paymentMethod: 'EFECTIVO',
        paymentGateway: null,
      });
      expect(found.billingCustomer).toMatchObject({
        personType: 'Jurídica',
        documentType: 'NIT',
        documentNumber: cash.billing.documentNumber,
        name: 'Comercializadora Andina S.A.S.',
      });
      expect(found.serviceCustomer).toMatchObject({ personType: 'Natural', documentNumber: cash.service.documentNumber });

      const subject = `Orden de pedido ${cash.paymentReference}`;
      expect(found.timeline.map((entry) => entry.kind)).toEqual(['REGISTERED', 'EMAIL_SENT', 'EMAIL_SENT', 'PROOF_UPLOADED']);
      expect(found.timeline[0]).toMatchObject({
        detail: expect.stringMatching(/^Pago en efectivo · Total \$ [\d.]+$/),
        actor: 'Comercializadora Andina S.A.S.',
      });
      const mails = found.timeline.filter((entry) => entry.kind === 'EMAIL_SENT');
      expect(mails.map((entry) => entry.detail).sort()).toEqual(
        [`${cash.service.email} · ${subject}`, `${cash.billing.email} · ${subject}`].sort(),
      );
      expect(mails.every((entry) => entry.title === 'Correo enviado' && entry.actor === 'Sistema')).toBe(true);
      expect(found.timeline[3]).toMatchObject({
        title: 'Comprobante adjuntado',
        detail: 'consignación.pdf',
        actor: 'Comercializadora Andina S.A.S.',
      });

      // The second order of the same buyer shows only its own mail.
      const second = await detail(secondCash.referenceUuid);
      expect(second.timeline.filter((entry) => entry.kind === 'EMAIL_SENT').map((entry) => entry.detail)).toEqual([
        `${cash.service.email} · Orden de pedido ${secondCash.paymentReference}`,
      ]);
    });

    it('shows a staff rejection with who and why, and the mail that told the customer', async () => {
      const types = await t.http().get(REJECT_TYPES).set('Authorization', financiero).expect(200);
      const [type] = types.body.result.records as { id: number; rejectTypeDescription: string }[];
      const [{ id: paymentId }] = await rows<{ id: string }>(t, 'select id from payments.payment where reference_uuid = ?', [
        secondCash.referenceUuid,
      ]);
      await t
        .http()
        .post(CHANGE_STATE)
        .set('Authorization', financiero)
        .send({ id: paymentId, idState: 7, rejectTypeId: type.id })
        .expect(200);
      await until(
        async () =>
          (await rows<{ state: number }>(t, 'select state from ordering.purchase_order where id = ?', [secondCash.referenceUuid]))[0]
            ?.state === 7,
        'the cash order rejected',
      );

      const found = await detail(secondCash.referenceUuid);
      expect(found).toMatchObject({ state: 7, stateName: 'Rechazada' });
      expect(found.timeline.map((entry) => entry.kind)).toEqual(['REGISTERED', 'EMAIL_SENT', 'REJECTED', 'EMAIL_SENT']);
      expect(found.timeline[2]).toMatchObject({
        title: 'Pago rechazado',
        detail: `Motivo: ${type.rejectTypeDescription}`,
        actor: 'financiero.uno',
      });
      expect(found.timeline[3].detail).toBe(`${cash.service.email} · Colfactura - Tu pago ha sido rechazado`);
      expect(references(await page({ state: 7 }))).toEqual([secondCash.paymentReference]);
    });

    it('shows a trial pending activation (9), then activated by its link (8), and lists it', async () => {
      const holder = person();
      const registered = await t
        .http()
        .post('/license/api/purchaseorder/register-trial')
        .send({
          submissionId: randomUUID(),
          customer: holder,
          packagesToPurchase: [{ packageId: ids['FIRMAYA-PRUEBA'], packageQuantity: 1 }],
          appName: 'firmaya',
          legalTermsCheck: true,
        })
        .expect(200);
      const referenceUuid = registered.body.result.referenceUuid as string;
      const waiting = await detail(referenceUuid);
      expect(waiting).toMatchObject({ kind: 'TRIAL', state: 9, stateName: 'Prueba pendiente de activación', paymentMethod: 'SIN_PAGO' });
      expect(waiting.timeline).toEqual([
        {
          at: waiting.createdOn,
          kind: 'REGISTERED',
          title: 'Prueba gratuita registrada',
          detail: 'Sin pago · Total $ 0',
          actor: 'Laura Gómez Ríos',
        },
      ]);

      const [mail] = await rows<{ links: { url: string }[] }>(
        t,
        'select links from kernel.outgoing_mail where recipient = ? order by id desc',
        [holder.email.toLowerCase()],
      );
      await t.http().get(new URL(mail.links[0].url).pathname).expect(302);
      const activated = await detail(referenceUuid);
      expect(activated).toMatchObject({ state: 8, stateName: 'Activada sin pago', effectiveOn: expect.any(String) });
      expect(activated.timeline.map((entry) => entry.kind)).toEqual(['REGISTERED', 'ACTIVATED']);
      expect(activated.timeline[1]).toMatchObject({
        at: activated.effectiveOn,
        title: 'Prueba activada',
        detail: 'Enlace de activación usado',
        actor: 'Laura Gómez Ríos',
      });
      expect(references(await page({ state: 8, paymentMethod: 'SIN_PAGO' }))).toEqual([activated.paymentReference]);
    });

    it('answers 404 for an unknown order and 400 for an id that is not a UUID', async () => {
      const unknown = await t.http().get(`${DETAIL}/0b7f6a7e-8f39-4bb6-9d5b-8f0a1c2d3e4f`).set('Authorization', financiero).expect(404);
      expect(unknown.body).toMatchObject({ code: 'ORDERING.ORDER_NOT_FOUND', statusMessage: 'La orden de compra no existe.' });
      const bad = await t.http().get(`${DETAIL}/LIC-2026-000001`).set('Authorization', financiero).expect(400);
      expect(bad.body.errors).toEqual([{ field: 'referenceUuid', message: 'El identificador de la orden de compra no es válido.' }]);
    });
  });

  describe('access', () => {
    it('lets LICFINANCIERO, LICFINANCIEROCONSULTA (read) and SUPERADMIN read; other staff 403; anonymous 401', async () => {
      const superadmin = `Bearer ${await t.staffToken(['SUPERADMIN'])}`;
      for (const auth of [financiero, consulta, superadmin]) {
        await search({ skip: 0, take: 5 }, auth).expect(200);
        await t.http().get(`${DETAIL}/${cash.referenceUuid}`).set('Authorization', auth).expect(200);
      }
      const refused = await search({ skip: 0, take: 5 }, comercial).expect(403);
      expect(refused.body.statusMessage).toBe('No tienes los suficientes privilegios para realizar esta acción.');
      await t.http().get(`${DETAIL}/${cash.referenceUuid}`).set('Authorization', comercial).expect(403);
      const customer = `Bearer ${await t.customerToken('1', cash.service.documentNumber)}`;
      await search({ skip: 0, take: 5 }, customer).expect(403);

      await t.http().post(SEARCH).send({ skip: 0, take: 5 }).expect(401);
      await t.http().get(`${DETAIL}/${cash.referenceUuid}`).expect(401);
    });
  });
});
