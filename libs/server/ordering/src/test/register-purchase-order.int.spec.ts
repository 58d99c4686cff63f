import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { PAYMENT_HANDOVER, type PaymentHandover } from '../application/ports/payment-handover.port';
import { MESSAGES } from '@lic/shared-rules';
import {
  approve,
  clockOf,
  landingPageOf,
  company,
  mailsTo,
  orderBody,
  ordersOf,
  packageIds,
  person,
  register,
  registeredEvents,
  rows,
  STATUS,
  verifyEmail,
} from './purchase-order-test-kit';

const DAY_MS = 86_400_000;

describe('RegisterPurchaseOrder through HTTP', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    // The test client plays a proxy on this machine: its X-Forwarded-For is the visitor (TRUST_PROXY, decision 0047).
    t = await createTestApp({ seed: true, env: { TRUST_PROXY: 'loopback' } });
    ids = await packageIds(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** A verified visitor of the brand. */
  async function visitor(overrides = {}) {
    const customer = person(overrides);
    await verifyEmail(t, customer.email);
    return customer;
  }

  describe('SIN_PAGO', () => {
    it('activates a free firmaya base at once (state 8, OK15), then answers OK16 for the existing account', async () => {
      const customer = await visitor();
      const body = orderBody({
        customerService: customer,
        packages: [[ids['FIRMAYA-GRATIS'], 1]],
        paymentMethod: 'SIN_PAGO',
        appName: 'firmaya',
      });
      const response = await register(t, body).set('X-Forwarded-For', '203.0.113.9').expect(200);
      const result = response.body.result;
      expect(result).toMatchObject({
        code: 'OK15',
        documentType: 1,
        documentNumber: customer.documentNumber,
        paymentRequest: null,
        paymentGateway: null,
        cart: { total: 0, subTotal: 0, promotionCode: null },
      });
      expect(result.paymentReference).toMatch(/^LIC-\d{4}-\d{6}$/);
      expect(response.body.statusMessage).toBe(result.statusMessage);

      const [order] = await ordersOf(t, customer.documentNumber);
      expect(order).toMatchObject({
        id: result.referenceUuid,
        state: 8,
        kind: 'PURCHASE',
        payment_method: 'SIN_PAGO',
        consent_policy_url: 'https://www.firmaya.com/politica-de-tratamiento-de-datos-personales',
        consent_terms_url: 'https://www.firmaya.com/terminos-y-condiciones',
        consent_user_name: null,
      });
      // TRUST_PROXY is 'loopback' here: the address a local proxy forwards is the client's.
      expect(order.consent_ip).toBe('203.0.113.9');
      expect(order.billing_customer_id).toBe(order.service_customer_id);
      const events = await registeredEvents(t, result.referenceUuid);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ paymentMethod: 'SIN_PAGO', state: 8, appName: 'firmaya', serviceName: 'FIRMAYA', total: 0 });

      const status = await t.http().get(`${STATUS}/${result.referenceUuid}/firmaya`).expect(200);
      expect(status.body.result.records).toMatchObject({
        result: true,
        code: 'OK15',
        resultData: { code: 'OK15', urlBaseExternalApp: await landingPageOf(t, 'firmaya') },
      });

      const again = orderBody({
        customerService: customer,
        packages: [[ids['FIRMAYA-GRATIS'], 1]],
        paymentMethod: 'SIN_PAGO',
        appName: 'firmaya',
      });
      const second = await register(t, again).expect(200);
      expect(second.body.result.code).toBe('OK16');
      expect(second.body.statusMessage).toBe('¡Ya tienes una cuenta activa!');
    });

    it('refuses SIN_PAGO for a cart with a price (422), and online payment for a free cart', async () => {
      const customer = await visitor();
      const paid = await register(
        t,
        orderBody({ customerService: customer, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'SIN_PAGO', appName: 'firmaya' }),
      ).expect(422);
      expect(paid.body.statusMessage).toBe('Tu compra tiene un valor a pagar: elige pago en línea o en efectivo.');
      const free = await register(
        t,
        orderBody({ customerService: customer, packages: [[ids['FIRMAYA-GRATIS'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
      ).expect(422);
      expect(free.body.statusMessage).toBe('Tu compra no tiene costo: actívala sin pago.');
      expect(await ordersOf(t, customer.documentNumber)).toEqual([]);
    });
  });

  describe('EN_LINEA', () => {
    it('registers the order pending (1, WR12) with the payment request, every figure recomputed by the server', async () => {
      const customer = await visitor();
      const body = orderBody({
        customerService: customer,
        packages: [[ids['FIRMAYA-50'], 1]],
        paymentMethod: 'EN_LINEA',
        appName: 'firmaya',
        totals: { subTotal: 1, totalDiscount: 0, taxIva: 0, total: 1 },
      });
      const response = await register(t, body).expect(200);
      const result = response.body.result;
      expect(result).toMatchObject({
        code: 'WR12',
        paymentGateway: 'SANDBOX',
        epaycoPaymentCode: null,
        cart: { subTotal: 126_050, totalDiscount: 0, taxIva: 23_950, total: 150000 },
      });
      expect(result.paymentRequest).toEqual({
        fullReference: result.paymentReference,
        redirectionUrl: `/registerPurchaseOrder/statusOrder/${result.referenceUuid}`,
        subTotal: 126_050,
        taxIva: 23_950,
        taxReteIva: 0,
        taxReteIca: 0,
        taxReteFuente: 0,
        productsList: [
          { packageId: ids['FIRMAYA-50'], packageName: 'Firmaya 50 firmas', quantity: 1, unitPrice: 126050.42, total: 150000 },
        ],
        service: 'FIRMAYA',
      });
      const [order] = await ordersOf(t, customer.documentNumber);
      expect(order).toMatchObject({ state: 1, payment_method: 'EN_LINEA', total: '150000.00' });
      expect(await registeredEvents(t, result.referenceUuid)).toHaveLength(1);

      const status = await t.http().get(`${STATUS}/${result.referenceUuid}/FIRMAYA`).expect(200);
      expect(status.body.result.records).toMatchObject({ result: false, code: 'WR12', resultData: { code: 'WR12' } });
      await t.http().get(`${STATUS}/${result.referenceUuid}/colfactura`).expect(404);
      await rows(t, 'update ordering.purchase_order set state = 7 where id = ?', [result.referenceUuid]);
      const rejected = await t.http().get(`${STATUS}/${result.referenceUuid}/firmaya`).expect(200);
      expect(rejected.body.result.records).toMatchObject({ result: false, code: 'ER12', resultMessage: 'Tu pago ha sido rechazado.' });
      await t.http().get(`${STATUS}/00000000-0000-4000-8000-000000000000/firmaya`).expect(404);
      // A cut or mistyped link reads, for its customer, as an order that does not exist: never `referenceUuid: …`.
      for (const reference of ['no-es-un-uuid', result.referenceUuid.slice(0, -1), 'x'.repeat(100)]) {
        const malformed = await t.http().get(`${STATUS}/${reference}/firmaya`).expect(404);
        expect(malformed.body).toMatchObject({ code: 'ORDERING.ORDER_NOT_FOUND', statusMessage: '¡Orden de compra vacía o no existe!' });
      }
      await t
        .http()
        .get(`${STATUS}/${'x'.repeat(101)}/firmaya`)
        .expect(400);
    });

    it('answers ER15 and registers nothing when the payment cannot be handed over', async () => {
      const customer = await visitor();
      const handover = t.app.get<PaymentHandover>(PAYMENT_HANDOVER);
      jest.spyOn(handover, 'start').mockRejectedValue(new Error('gateway down'));
      const response = await register(
        t,
        orderBody({ customerService: customer, packages: [[ids['FIRMAYA-300'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
      ).expect(422);
      expect(response.body).toMatchObject({ code: 'ER15', responseData: { Code: 'ER15', MinDateToRenewLicense: null } });
      expect(await ordersOf(t, customer.documentNumber)).toEqual([]);
    });
  });

  describe('EFECTIVO', () => {
    it('leaves the order pending cash (5, WR12) and e-mails the order with its lines, totals and payment reference', async () => {
      const customer = await visitor();
      const billing = company();
      const response = await register(
        t,
        orderBody({
          customerService: customer,
          customerBilling: billing,
          packages: [[ids['COLFAC-PYME'], 1]],
          paymentMethod: 'EFECTIVO',
          appName: 'colfactura',
        }),
      ).expect(200);
      expect(response.body.statusMessage).toBe('Se ha enviado la orden de pedido a tu correo electrónico');
      const { result } = response.body;
      expect(result).toMatchObject({ code: 'WR12', paymentRequest: null, cart: { total: 890000 } });
      const [order] = await ordersOf(t, customer.documentNumber);
      expect(order.state).toBe(5);
      expect(order.billing_customer_id).not.toBe(order.service_customer_id);

      const mails = await mailsTo(t, customer.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: `Orden de pedido ${result.paymentReference}`, category: 'purchase-order-cash' });
      expect(mails[0].html).toContain('Plan Pyme');
      expect(mails[0].html).toContain('$ 890.000');
      expect(mails[0].text).toContain(`Referencia de pago: ${result.paymentReference}`);
      expect(await mailsTo(t, billing.email)).toHaveLength(1);

      const status = await t.http().get(`${STATUS}/${result.referenceUuid}/colfactura`).expect(200);
      expect(status.body.result.records).toMatchObject({ result: false, code: 'WR12' });
    });

    it('is not offered by bemyself', async () => {
      const customer = await visitor();
      const response = await register(
        t,
        orderBody({ customerService: customer, packages: [[ids['BEMYSELF-100'], 1]], paymentMethod: 'EFECTIVO', appName: 'bemyself' }),
      ).expect(422);
      expect(response.body.statusMessage).toBe('El pago en efectivo no está disponible para esta marca.');
    });
  });

  describe('promo codes', () => {
    it('applies a valid code to the prices the server computes', async () => {
      const customer = await visitor();
      const response = await register(
        t,
        orderBody({
          customerService: customer,
          packages: [[ids['COLFAC-EMPRENDEDOR'], 1]],
          paymentMethod: 'EN_LINEA',
          appName: 'colfactura',
          promotionCodeUse: 'bienvenida10',
        }),
      ).expect(200);
      const { cart } = response.body.result;
      expect(cart).toMatchObject({ promotionCode: 'BIENVENIDA10', subTotal: 294_118, totalDiscount: 29_412, total: 315000 });
      const [order] = await ordersOf(t, customer.documentNumber);
      expect(order.promotion_code).toBe('BIENVENIDA10');
    });

    it('refuses a code that does not apply to the cart (422)', async () => {
      const customer = await visitor();
      for (const code of ['NOMINAGRATIS', 'NOEXISTE']) {
        const response = await register(
          t,
          orderBody({
            customerService: customer,
            packages: [[ids['COLFAC-EMPRENDEDOR'], 1]],
            paymentMethod: 'EN_LINEA',
            appName: 'colfactura',
            promotionCodeUse: code,
          }),
        ).expect(422);
        expect(response.body.statusMessage).toBe('No se puede aplicar el código promocional al paquete seleccionado.');
      }
    });
  });

  describe('cart and base-package rules', () => {
    it('asks for a base package when the customer has none', async () => {
      const customer = await visitor();
      const response = await register(
        t,
        orderBody({
          customerService: customer,
          packages: [[ids['COLFAC-DOC-ADIC-100'], 1]],
          paymentMethod: 'EN_LINEA',
          appName: 'colfactura',
        }),
      ).expect(422);
      expect(response.body.statusMessage).toBe('Para continuar la compra, debes primero seleccionar un paquete base.');
    });

    it('refuses complementary packages over a free base only, and accepts them over a paid base', async () => {
      const customer = await visitor();
      await register(
        t,
        orderBody({ customerService: customer, packages: [[ids['COLFAC-GRATIS'], 1]], paymentMethod: 'SIN_PAGO', appName: 'colfactura' }),
      ).expect(200);
      const extra = orderBody({
        customerService: customer,
        packages: [[ids['COLFAC-DOC-ADIC-100'], 2]],
        paymentMethod: 'EN_LINEA',
        appName: 'colfactura',
      });
      const refused = await register(t, extra).expect(422);
      expect(refused.body.statusMessage).toBe(
        'No es posible adquirir este paquete con un paquete gratis, debes primero seleccionar un paquete base',
      );
      const paid = await register(
        t,
        orderBody({ customerService: customer, packages: [[ids['COLFAC-PYME'], 1]], paymentMethod: 'EN_LINEA', appName: 'colfactura' }),
      ).expect(200);
      await approve(t, paid.body.result.referenceUuid);
      const accepted = await register(t, { ...extra, submissionId: randomUUID() }).expect(200);
      // 2 × 120.000, whole pesos (decision 0010): no cent of drift.
      expect(accepted.body.result.cart.total).toBe(240000);
    });

    it('allows one free package only, and a free base alone', async () => {
      const customer = await visitor();
      const twoFree = await register(
        t,
        orderBody({
          customerService: customer,
          packages: [
            [ids['FIRMAYA-GRATIS'], 1],
            [ids['FIRMAYA-PRUEBA'], 1],
          ],
          paymentMethod: 'SIN_PAGO',
          appName: 'firmaya',
        }),
      ).expect(422);
      expect(twoFree.body.statusMessage).toBe('Sólo puedes escoger un paquete gratis.');
      const freeAndMore = await register(
        t,
        orderBody({
          customerService: customer,
          packages: [
            [ids['FIRMAYA-GRATIS'], 1],
            [ids['FIRMAYA-VALID-ADIC'], 1],
          ],
          paymentMethod: 'EN_LINEA',
          appName: 'firmaya',
        }),
      ).expect(422);
      expect(freeAndMore.body.statusMessage).toBe('¡El plan gratuito no puede adquirir paquetes adicionales!');
    });

    it('refuses a package of another brand, an inactive or unknown one (422)', async () => {
      const customer = await visitor();
      for (const packageId of [ids['COLFAC-PYME'], 999_999]) {
        const response = await register(
          t,
          orderBody({ customerService: customer, packages: [[packageId, 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
        ).expect(422);
        expect(response.body.statusMessage).toBe('Uno de los paquetes seleccionados no existe o no está disponible.');
      }
    });
  });

  describe('customer data', () => {
    it('requires the verified e-mail of a visitor, but not of a signed-in customer', async () => {
      const unverified = person();
      const response = await register(
        t,
        orderBody({ customerService: unverified, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
      ).expect(422);
      expect(response.body.statusMessage).toBe('Debes verificar tu correo electrónico.');

      const own = company();
      const token = await t.customerToken('NIT', own.documentNumber);
      await register(
        t,
        orderBody({ customerService: own, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
        `Bearer ${token}`,
      ).expect(200);
    });

    it('locks the licence data of a signed-in customer to its own company (422)', async () => {
      const other = company();
      await verifyEmail(t, other.email);
      const token = await t.customerToken('4', '900123456');
      const response = await register(
        t,
        orderBody({ customerService: other, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
        `Bearer ${token}`,
      ).expect(422);
      expect(response.body.statusMessage).toContain('no se pueden modificar');
    });

    it('refuses the order without accepted terms (400 with the terms message)', async () => {
      const customer = await visitor();
      const response = await register(t, {
        ...orderBody({ customerService: customer, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
        legalTermsCheck: false,
      }).expect(400);
      expect(response.body.errors).toEqual([{ field: 'legalTermsCheck', message: MESSAGES.terms }]);
      expect(response.body.statusMessage).toContain(MESSAGES.terms);
    });

    it('accepts a PPT (14) with a numeric number for the buyer and the legal representative; refuses letters in it (400, nothing registered)', async () => {
      const holder = await visitor({ documentTypeId: 14 });
      const accepted = await register(
        t,
        orderBody({ customerService: holder, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
      ).expect(200);
      expect(accepted.body.result.code).toBe('WR12');
      const [order] = await rows<{ service_document_type_id: number }>(
        t,
        'select service_document_type_id from ordering.purchase_order where id = ?',
        [accepted.body.result.referenceUuid],
      );
      expect(order.service_document_type_id).toBe(14);

      const representative = company({ legalDocumentTypeId: 14, legalDocumentNumber: '4889527' });
      await verifyEmail(t, representative.email);
      await register(
        t,
        orderBody({
          customerService: representative,
          packages: [[ids['FIRMAMAIL-100'], 1]],
          paymentMethod: 'EN_LINEA',
          appName: 'firmamail',
        }),
      ).expect(200);

      const letters = await visitor({ documentTypeId: 14, documentNumber: 'PPT48895' });
      const refused = await register(
        t,
        orderBody({ customerService: letters, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
      ).expect(400);
      expect(refused.body.errors).toEqual([
        { field: 'customerService.documentNumber', message: 'El número de documento debe tener entre 5 y 15 dígitos.' },
      ]);
      expect(await ordersOf(t, 'PPT48895')).toEqual([]);
    });

    it('refuses a legal name with special characters (400 with the Spanish message, nothing registered)', async () => {
      const hostile = company({ legalName: 'Empresa <script>%$#' });
      await verifyEmail(t, hostile.email);
      const refused = await register(
        t,
        orderBody({ customerService: hostile, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
      ).expect(400);
      expect(refused.body.errors).toEqual([{ field: 'customerService.legalName', message: MESSAGES.legalName }]);
      expect(refused.body.statusMessage).toContain(MESSAGES.legalName);
      expect(await ordersOf(t, hostile.documentNumber)).toEqual([]);
    });

    it('checks the legal representative: only a cédula in firmaya, never the NIT itself (400)', async () => {
      const passport = company({ legalDocumentTypeId: 2, legalDocumentNumber: '454545' });
      await verifyEmail(t, passport.email);
      const firmaya = await register(
        t,
        orderBody({ customerService: passport, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
      ).expect(400);
      expect(firmaya.body.errors).toEqual([{ field: 'customerService.legalDocumentTypeId', message: 'Tipo de documento no permitido.' }]);
      await register(
        t,
        orderBody({ customerService: passport, packages: [[ids['FIRMAMAIL-100'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmamail' }),
      ).expect(200);

      const same = company();
      const sameDocument = await register(
        t,
        orderBody({
          customerService: { ...same, legalDocumentNumber: same.documentNumber },
          packages: [[ids['FIRMAYA-50'], 1]],
          paymentMethod: 'EN_LINEA',
          appName: 'firmaya',
        }),
      ).expect(400);
      expect(sameDocument.body.errors).toContainEqual({
        field: 'customerService.legalDocumentNumber',
        message: 'Nit y Número de Documento no deben ser iguales.',
      });
    });
  });

  describe('a company pays for another licence holder', () => {
    /** The billing block as the purchase form sends it: the form shows no legal representative for billing. */
    const billedCompany = (overrides = {}) =>
      company({ legalDocumentTypeId: null, legalDocumentNumber: null, legalFirstName: null, legalLastName: null, ...overrides });

    it('registers the order with the company as payer and no legal representative asked for billing', async () => {
      const holder = await visitor();
      const payer = billedCompany();
      const response = await register(
        t,
        orderBody({
          customerService: holder,
          customerBilling: payer,
          packages: [[ids['FIRMAYA-50'], 1]],
          paymentMethod: 'EN_LINEA',
          appName: 'firmaya',
        }),
      ).expect(200);
      expect(response.body.result.code).toBe('WR12');
      const [order] = await ordersOf(t, holder.documentNumber);
      const [billing] = await rows<{ id: string; person_type: string; legal_name: string; legal_document_number: string | null }>(
        t,
        'select id, person_type, legal_name, legal_document_number from customers.customer where document_number = ?',
        [payer.documentNumber],
      );
      expect(order.billing_customer_id).toBe(billing.id);
      expect(order.service_customer_id).not.toBe(billing.id);
      expect(billing).toMatchObject({ person_type: 'J', legal_name: 'Comercializadora Andina S.A.S.', legal_document_number: null });
    });

    it('keeps the legal representative a billed company already has', async () => {
      const registered = company();
      await verifyEmail(t, registered.email);
      await register(
        t,
        orderBody({ customerService: registered, packages: [[ids['FIRMAMAIL-100'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmamail' }),
      ).expect(200);

      const holder = await visitor();
      await register(
        t,
        orderBody({
          customerService: holder,
          customerBilling: billedCompany({ documentNumber: registered.documentNumber, email: registered.email }),
          packages: [[ids['FIRMAYA-50'], 1]],
          paymentMethod: 'EN_LINEA',
          appName: 'firmaya',
        }),
      ).expect(200);
      const [kept] = await rows(
        t,
        'select legal_document_type_id, legal_document_number, legal_first_name, legal_last_name from customers.customer where document_number = ?',
        [registered.documentNumber],
      );
      expect(kept).toEqual({
        legal_document_type_id: 1,
        legal_document_number: '79845123',
        legal_first_name: 'Carlos Andrés',
        legal_last_name: 'Rodríguez Pérez',
      });
    });

    it('still checks a legal representative sent for billing, and still asks it of a company holding the licence (400, nothing registered)', async () => {
      const holder = await visitor();
      const payer = billedCompany();
      const sameAsNit = await register(
        t,
        orderBody({
          customerService: holder,
          customerBilling: { ...payer, legalDocumentTypeId: 1, legalDocumentNumber: payer.documentNumber },
          packages: [[ids['FIRMAYA-50'], 1]],
          paymentMethod: 'EN_LINEA',
          appName: 'firmaya',
        }),
      ).expect(400);
      expect(sameAsNit.body.errors).toEqual([
        { field: 'customerBilling.legalDocumentNumber', message: 'Nit y Número de Documento no deben ser iguales.' },
      ]);

      const holderCompany = billedCompany();
      await verifyEmail(t, holderCompany.email);
      const missing = await register(
        t,
        orderBody({ customerService: holderCompany, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
      ).expect(400);
      expect(missing.body.errors).toEqual(
        ['legalDocumentTypeId', 'legalDocumentNumber', 'legalFirstName', 'legalLastName'].map((field) => ({
          field: `customerService.${field}`,
          message: MESSAGES.required,
        })),
      );
      expect(await ordersOf(t, holder.documentNumber)).toEqual([]);
      expect(await ordersOf(t, holderCompany.documentNumber)).toEqual([]);
    });
  });

  describe('idempotency', () => {
    it('registers one order, one event and one mail for the same submission sent twice', async () => {
      const customer = await visitor();
      const body = orderBody({
        customerService: customer,
        packages: [[ids['COLFAC-PYME'], 1]],
        paymentMethod: 'EFECTIVO',
        appName: 'colfactura',
      });
      const first = await register(t, body).expect(200);
      const second = await register(t, body).expect(200);
      expect(second.body).toEqual(first.body);
      expect(await ordersOf(t, customer.documentNumber)).toHaveLength(1);
      expect(await registeredEvents(t, first.body.result.referenceUuid)).toHaveLength(1);
      expect(await mailsTo(t, customer.email)).toHaveLength(1);
    });

    it('registers one order for two identical submissions at the same time', async () => {
      const customer = await visitor();
      const body = orderBody({
        customerService: customer,
        packages: [[ids['FIRMAYA-300'], 1]],
        paymentMethod: 'EN_LINEA',
        appName: 'firmaya',
      });
      const answers = await Promise.all([register(t, body), register(t, body), register(t, body)]);
      for (const answer of answers) expect(answer.status).toBe(200);
      const references = new Set(answers.map((answer) => answer.body.result.referenceUuid));
      expect(references.size).toBe(1);
      expect(await ordersOf(t, customer.documentNumber)).toHaveLength(1);
      expect(await registeredEvents(t, [...references][0])).toHaveLength(1);
    });
  });

  describe('bemyself: one licence at a time (ER16)', () => {
    it('refuses a second base while the plan is valid, with the first renewal date; accepts it 30 days before the end', async () => {
      const customer = person();
      const token = `Bearer ${await t.customerToken('1', customer.documentNumber)}`;
      const first = await register(
        t,
        orderBody({ customerService: customer, packages: [[ids['BEMYSELF-100'], 1]], paymentMethod: 'EN_LINEA', appName: 'bemyself' }),
        token,
      ).expect(200);
      const approvedOn = new Date('2026-03-10T17:00:00.000Z');
      await approve(t, first.body.result.referenceUuid, approvedOn);

      jest.spyOn(clockOf(t), 'now').mockReturnValue(new Date('2026-06-01T15:00:00.000Z'));
      const second = orderBody({
        customerService: customer,
        packages: [[ids['BEMYSELF-500'], 1]],
        paymentMethod: 'EN_LINEA',
        appName: 'bemyself',
      });
      const refused = await register(t, second, token).expect(422);
      expect(refused.body).toMatchObject({
        code: 'ER16',
        responseData: { Code: 'ER16', MinDateToRenewLicense: '2027-02-08' },
        minDateToRenewLicense: '2027-02-08',
      });
      expect(refused.body.statusMessage).toContain('08/02/2027');

      jest.spyOn(clockOf(t), 'now').mockReturnValue(new Date(Date.parse('2027-03-10T17:00:00.000Z') - 20 * DAY_MS));
      const renewal = await register(t, second, token).expect(200);
      expect(renewal.body.result.code).toBe('WR12');
    });
  });

  it('keeps the payment references unique and increasing', async () => {
    const references = await rows<{ payment_reference: string }>(
      t,
      'select payment_reference from ordering.purchase_order order by payment_reference',
    );
    expect(new Set(references.map((r) => r.payment_reference)).size).toBe(references.length);
  });
});
