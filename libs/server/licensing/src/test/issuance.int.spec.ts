import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { GetOrderLicencesQuery } from '@lic/server-licensing-api';
import { PaymentApprovedEvent, type PaymentApprovedFields } from '@lic/server-payments-api';
import { EventBus, QueryBus } from '@nestjs/cqrs';
import {
  balancesOf,
  bearer,
  eventually,
  issuedEvents,
  mailsTo,
  packageIds,
  payOnSandbox,
  person,
  plansOf,
  registerOrder,
  rows,
} from './licences-test-kit';

const SECOND = 1000;

describe('licences issued from approved payments', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ids = await packageIds(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues one plan per package of a sandbox-paid order, a balance per feature, LicenceIssued and the activation mail', async () => {
    const order = await registerOrder(t, {
      packages: [
        [ids['COLFAC-PYME'], 2],
        [ids['COLFAC-DOC-ADIC-100'], 1],
      ],
      paymentMethod: 'EN_LINEA',
    });
    await payOnSandbox(t, order);
    const plans = await eventually(
      () => plansOf(t, order.referenceUuid),
      (found) => found.length === 2,
    );
    const base = plans.find((plan) => plan.package_code === 'COLFAC-PYME');
    const extra = plans.find((plan) => plan.package_code === 'COLFAC-DOC-ADIC-100');
    expect(base).toMatchObject({ origin: 'ORDER', service_name: 'COLFACTURA', package_type_code: 'BAS', quantity: 2 });
    expect(base?.document_number).toBe(order.customer.documentNumber);
    // One year on the Bogotá calendar, ending one second before.
    const start = new Date(base!.effective_date);
    const end = new Date(base!.expiration_date);
    const local = new Date(start.getTime() - 5 * 3_600_000);
    local.setUTCFullYear(local.getUTCFullYear() + 1);
    expect(end.getTime()).toBe(local.getTime() + 5 * 3_600_000 - SECOND);

    const baseBalances = await balancesOf(t, base!.id);
    expect(baseBalances.map((b) => [b.feature_code, b.feature_category, Number(b.total), b.is_unlimited])).toEqual([
      ['COLFACTURA_DOCUMENTO', 'T', 1000, false],
      ['COLFACTURA_SOPORTE', 'F', 2, false],
      ['COLFACTURA_USUARIO', 'F', 6, false],
    ]);
    expect((await balancesOf(t, extra!.id)).map((b) => Number(b.total))).toEqual([100]);

    const events = await eventually(
      () => issuedEvents(t, order.referenceUuid),
      (found) => found.length === 1,
    );
    expect(events[0]).toMatchObject({ documentNumber: order.customer.documentNumber, serviceName: 'COLFACTURA' });
    const mails = await eventually(
      () => mailsTo(t, order.customer.email),
      (found) => found.some((mail) => mail.category === 'licence-activated'),
    );
    const mail = mails.find((m) => m.category === 'licence-activated')!;
    expect(mail.subject).toBe('Colfactura - Tu licencia está activa');
    expect(mail.text).toContain('Plan Pyme: vigente del');
    expect(mail.links[0]?.url).toMatch(/colfactura/);

    // The order timeline of the back office reads them through licensing's published language (GetOrderLicencesQuery).
    const issues = await t.app.get(QueryBus).execute(new GetOrderLicencesQuery(order.referenceUuid));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.description).toBe('Plan Pyme: 2 licencias, 1 año; 100 documentos adicionales: 1 licencia, 1 año');
    expect(issues[0]?.issuedBy).toBeNull();
  });

  it('issues nothing twice when PaymentApproved is replayed', async () => {
    const order = await registerOrder(t, { packages: [[ids['COLFAC-EMPRENDEDOR'], 1]], paymentMethod: 'EN_LINEA' });
    await payOnSandbox(t, order);
    await eventually(
      () => plansOf(t, order.referenceUuid),
      (found) => found.length === 1,
    );
    const [approved] = await rows<{ payload: Record<string, unknown> }>(
      t,
      `select payload from kernel.outbox_message where event_name = 'payments.payment-approved' and payload->>'referenceUuid' = ?`,
      [order.referenceUuid],
    );
    const replay = new PaymentApprovedEvent({ ...(approved!.payload as unknown as PaymentApprovedFields), approvedAt: new Date() });
    const bus = t.app.get(EventBus);
    await Promise.all([bus.publish(replay), bus.publish(replay)]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await plansOf(t, order.referenceUuid)).toHaveLength(1);
    expect(await issuedEvents(t, order.referenceUuid)).toHaveLength(1);
    expect((await mailsTo(t, order.customer.email)).filter((m) => m.category === 'licence-activated')).toHaveLength(1);
  });

  it('issues a cash order when staff approve it, and starts a renewal when the current base plan ends', async () => {
    const customer = person();
    const first = await registerOrder(t, { packages: [[ids['COLFAC-EMPRENDEDOR'], 1]], paymentMethod: 'EN_LINEA', customer });
    await payOnSandbox(t, first);
    const [current] = await eventually(
      () => plansOf(t, first.referenceUuid),
      (found) => found.length === 1,
    );

    const cash = await registerOrder(t, { packages: [[ids['COLFAC-PYME'], 1]], paymentMethod: 'EFECTIVO', customer });
    await eventually(
      () => rows(t, 'select id from payments.payment where reference_uuid = ?', [cash.referenceUuid]),
      (found) => found.length === 1,
    );
    expect(await plansOf(t, cash.referenceUuid)).toEqual([]);
    await t
      .http()
      .post('/license/api/PurchaseOrder/ChangeStatePurchase/license')
      .set('Authorization', bearer(await t.staffToken(['LICFINANCIERO'])))
      .send({ id: cash.referenceUuid, idState: 6 })
      .expect(200);
    const [renewal] = await eventually(
      () => plansOf(t, cash.referenceUuid),
      (found) => found.length === 1,
    );
    expect(new Date(renewal!.effective_date).getTime()).toBe(new Date(current!.expiration_date).getTime() + SECOND);
  });

  it('issues a SIN_PAGO (free) order once', async () => {
    const order = await registerOrder(t, { packages: [[ids['COLFAC-GRATIS'], 1]], paymentMethod: 'SIN_PAGO' });
    const plans = await eventually(
      () => plansOf(t, order.referenceUuid),
      (found) => found.length === 1,
    );
    expect(plans[0]).toMatchObject({ package_code: 'COLFAC-GRATIS' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await plansOf(t, order.referenceUuid)).toHaveLength(1);
  });

  it('issues an activated trial once', async () => {
    const customer = person();
    await t
      .http()
      .post('/license/api/purchaseorder/register-trial')
      .send({
        submissionId: crypto.randomUUID(),
        customer,
        packagesToPurchase: [{ packageId: ids['FIRMAYA-PRUEBA'], packageCode: 'FIRMAYA-PRUEBA', packageQuantity: 1 }],
        appName: 'firmaya',
        legalTermsCheck: true,
      })
      .expect(200);
    const [mail] = await mailsTo(t, customer.email);
    const path = new URL(mail!.links[0]!.url).pathname;
    await t.http().get(path).expect(302);
    await t.http().get(path).expect(302);
    const [order] = await rows<{ id: string }>(t, 'select id from ordering.purchase_order where service_document_number = ?', [
      customer.documentNumber,
    ]);
    const plans = await eventually(
      () => plansOf(t, order!.id),
      (found) => found.length === 1,
    );
    expect(plans[0]).toMatchObject({ service_name: 'FIRMAYA', package_code: 'FIRMAYA-PRUEBA' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await plansOf(t, order!.id)).toHaveLength(1);
  });
});
