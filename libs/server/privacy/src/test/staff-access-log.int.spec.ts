import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { PersonalDataAccessView } from '@lic/shared-api-types';
import {
  bearer,
  colfacturaPackages,
  GET_SUPPORT,
  proofOf,
  registerOrder,
  upload,
  type CashOrder,
} from '../../../payments/src/test/cash-test-kit';

describe('staff opening personal data in the back office is logged: customer, order, proof and RUT', () => {
  let t: TestApp;
  let order: CashOrder;
  let officer: string;
  let licences: string;
  let finance: string;
  let holder: string;

  const log = async (search: string) =>
    (await t.http().get('/api/personal-data-access').query({ search }).set('Authorization', officer).expect(200)).body.result
      .records as PersonalDataAccessView[];

  beforeAll(async () => {
    // The test client plays a proxy: its X-Forwarded-For is the reader's address (TRUST_PROXY, decision 0047).
    t = await createTestApp({ seed: true, env: { TRUST_PROXY: 'loopback' } });
    order = await registerOrder(t, await colfacturaPackages(t));
    await upload(t, proofOf(order)).expect(200);
    await upload(t, proofOf(order, { supportType: 'RUT', fileName: 'rut.pdf' })).expect(200);
    officer = bearer(await t.staffToken(['OFICIAL_DATOS'], 'oficial.datos'));
    licences = bearer(await t.staffToken(['SUPERADMIN'], 'soporte.licencias'));
    finance = bearer(await t.staffToken(['LICFINANCIERO'], 'financiero.uno'));
    holder = bearer(
      await t.token({
        userName: 'titular.caja',
        apps: ['COLFACTURA'],
        customerType: String(order.customer.documentTypeId),
        customerValue: order.customer.documentNumber,
      }),
    );
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('logs who opened a customer’s record, when and from which address', async () => {
    await t
      .http()
      .post('/license/api/Customer/GetCustomer')
      .set('Authorization', licences)
      .set('X-Forwarded-For', '198.51.100.21')
      .send({ DocumentType: order.customer.documentTypeId, DocumentNumber: order.customer.documentNumber })
      .expect(200);
    const [entry] = await log(order.customer.documentNumber);
    expect(entry).toMatchObject({
      userName: 'soporte.licencias',
      actor: 'PERSONAL',
      action: 'FICHA_CLIENTE',
      subject: order.customer.documentNumber,
      ip: '198.51.100.21',
    });
    expect(Date.now() - new Date(entry.accessedOn).getTime()).toBeLessThan(60_000);
  });

  it('logs an order’s detail, and a 404 logs nothing', async () => {
    await t
      .http()
      .get(`/license/api/PurchaseOrder/GetPurchaseOrderDetail/${order.referenceUuid}`)
      .set('Authorization', finance)
      .set('X-Forwarded-For', '198.51.100.22')
      .expect(200);
    const entries = await log(order.paymentReference);
    expect(entries).toEqual([
      expect.objectContaining({
        userName: 'financiero.uno',
        action: 'DETALLE_ORDEN',
        subject: order.customer.documentNumber,
        detail: `Orden ${order.paymentReference}; pagador ${order.customer.documentNumber}`,
        ip: '198.51.100.22',
      }),
    ]);
    const missing = '5b0d8f0e-3c7e-4b9a-9f51-2d1c3a4b5c6d';
    await t.http().get(`/license/api/PurchaseOrder/GetPurchaseOrderDetail/${missing}`).set('Authorization', finance).expect(404);
    expect(await log(missing)).toEqual([]);
  });

  it('logs a staff read of the proof and of the RUT; the holder’s own reads are not staff access', async () => {
    for (const supportType of ['PAYMENT_SUPPORT', 'RUT']) {
      await t
        .http()
        .get(GET_SUPPORT)
        .set('ReferenceUuid', order.referenceUuid)
        .set('SupportType', supportType)
        .set('Authorization', finance)
        .set('X-Forwarded-For', '198.51.100.23')
        .expect(200);
    }
    await t
      .http()
      .get(GET_SUPPORT)
      .set('ReferenceUuid', order.referenceUuid)
      .set('SupportType', 'RUT')
      .set('Authorization', holder)
      .expect(200);
    const entries = (await log(order.paymentReference)).filter((entry) => entry.action !== 'DETALLE_ORDEN');
    expect(entries.map((entry) => `${entry.userName} ${entry.action} ${entry.ip}`).sort()).toEqual([
      'financiero.uno COMPROBANTE_PAGO 198.51.100.23',
      'financiero.uno RUT 198.51.100.23',
    ]);
    expect((await log('titular.caja')).length).toBe(0);
  });

  it('shows the log to the officer only', async () => {
    expect((await t.http().get('/api/personal-data-access').set('Authorization', finance)).status).toBe(403);
    expect((await t.http().get('/api/personal-data-access').set('Authorization', holder)).status).toBe(403);
  });
});
