import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { recordEvents } from '@lic/server-kernel';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { anEvent, basic, createCredential, insertPlan } from './consumption-test-kit';
import { bearer, eventually, packageIds, payOnSandbox, person, plansOf, registerOrder, rows, type Registered } from './licences-test-kit';

const SUSPEND = '/license/api/license/SuspendOrderLicenses';
const REACTIVATE = '/license/api/license/ReactivateOrderLicenses';
const DOCUMENTS = 'COLFACTURA_DOCUMENTO';

/** How long the second replica may take to hear of the change (NOTIFY); far under the cache's 30 s time to live. */
const OTHER_REPLICA_WITHIN_MS = 10_000;

describe('staff suspend licences with a reason ("Suspender", docs/api/licensing.md "Suspensión")', () => {
  let t: TestApp;
  let replica: TestApp;
  let ids: Record<string, number>;
  let colfactura: CreatedAppCredential;
  let admin: string;
  let server: Server;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ seed: true, env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
    replica = await createTestApp({ replicaOf: t, env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
    ids = await packageIds(t);
    colfactura = await createCredential(t, 'colfactura');
    admin = bearer(await t.staffToken(['SUPERADMIN'], 'ana.admin'));
    const port = (server.address() as AddressInfo).port;
    const hook = await t
      .http()
      .post('/license/api/webhooks')
      .set('Authorization', basic(colfactura))
      .send({ appName: 'colfactura', url: `http://127.0.0.1:${port}/licencias`, events: ['licence.suspended', 'licence.reactivated'] });
    expect(hook.status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await replica?.close();
    await t?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  const suspend = (auth: string | null, body: object) => {
    const request = t.http().post(SUSPEND);
    if (auth) request.set('Authorization', auth);
    return request.send(body);
  };
  const entitlement = (on: TestApp, documentType: number, documentNumber: string) =>
    on
      .http()
      .get('/license/api/entitlements')
      .query({ documentType, documentNumber, featureCode: DOCUMENTS })
      .set('Authorization', basic(colfactura));

  async function paidOrder(packageCode: string): Promise<{ order: Registered; planId: number }> {
    const order = await registerOrder(t, { packages: [[ids[packageCode]!, 1]], paymentMethod: 'EN_LINEA', customer: person() });
    await payOnSandbox(t, order);
    const [plan] = await eventually(
      () => plansOf(t, order.referenceUuid),
      (found) => found.length === 1,
    );
    return { order, planId: Number(plan!.id) };
  }

  it('suspends the order’s plans: the apps get PLAN_SUSPENDED from the next request on both replicas, licence.suspended carries the reason', async () => {
    const { order, planId } = await paidOrder('COLFAC-PYME');
    const number = order.customer.documentNumber;
    // Cached on both replicas before the suspension.
    for (const on of [t, replica]) {
      expect((await entitlement(on, 1, number)).status).toBe(200);
      expect((await entitlement(on, 1, number)).status).toBe(200);
    }

    const response = await suspend(admin, { purchaseOrderLicenseId: planId, reason: '  Contrato en revisión jurídica ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: { referenceUuid: order.referenceUuid, planIds: [planId] },
      statusMessage: 'Licencias suspendidas',
    });

    const refused = await entitlement(t, 1, number);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('LICENSING.PLAN_SUSPENDED');
    await eventually(
      async () => (await entitlement(replica, 1, number)).body.code,
      (code) => code === 'LICENSING.PLAN_SUSPENDED',
      OTHER_REPLICA_WITHIN_MS,
    );
    const consumed = await t
      .http()
      .post('/license/api/consumption')
      .set('Authorization', basic(colfactura))
      .send(anEvent(number, DOCUMENTS, { documentType: 1 }));
    expect(consumed.body).toMatchObject({ code: 'LICENSING.PLAN_SUSPENDED' });
    const [plan] = await rows<{ suspension_reason: string }>(t, 'select suspension_reason from licensing.licence_plan where id = ?', [
      planId,
    ]);
    expect(plan!.suspension_reason).toBe('Contrato en revisión jurídica');
    // Staff's suspension records no reversed payment.
    expect(await rows(t, 'select 1 from licensing.licence_suspension where reference_uuid = ?', [order.referenceUuid])).toEqual([]);

    const delivered = await eventually(
      async () => received.map((post) => JSON.parse(post.body) as { type: string; data: Record<string, unknown> }),
      (posts) => posts.some((post) => post.type === 'licence.suspended' && post.data.orderId === order.referenceUuid),
      30_000,
    );
    expect(delivered.find((post) => post.type === 'licence.suspended')!.data).toMatchObject({
      documentTypeId: 1,
      documentNumber: number,
      serviceName: 'COLFACTURA',
      planIds: [planId],
      reason: 'Contrato en revisión jurídica',
      suspendedOn: expect.any(String),
    });

    const again = await suspend(admin, { purchaseOrderLicenseId: planId, reason: 'Otra vez el motivo' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'LICENSING.ALREADY_SUSPENDED',
      statusMessage: 'Las licencias de esta orden ya están suspendidas.',
    });

    // Reactivar: the apps get the entitlement back from the next request.
    expect((await t.http().post(REACTIVATE).set('Authorization', admin).send({ purchaseOrderLicenseId: planId })).status).toBe(200);
    expect((await entitlement(t, 1, number)).status).toBe(200);
    await eventually(
      async () => (await entitlement(replica, 1, number)).status,
      (status) => status === 200,
      OTHER_REPLICA_WITHIN_MS,
    );

    // A payment reversal after staff's suspension and reactivation still suspends the order.
    await t.orm.em.fork().transactional(async (tx) => {
      recordEvents(
        tx,
        new PaymentReversedEvent({
          paymentId: '00000000-0000-4000-8000-0000000000cc',
          referenceUuid: order.referenceUuid,
          paymentReference: order.paymentReference,
          appName: 'colfactura',
          method: 'EN_LINEA',
          gateway: 'EPAYCO',
          amount: 100_000,
          currency: 'COP',
          reversedAt: new Date(),
          gatewayTransactionId: 'trx-reversa-staff',
          reason: 'Reversada',
        }),
      );
    });
    await eventually(
      async () => (await entitlement(t, 1, number)).body.code,
      (code) => code === 'LICENSING.PLAN_SUSPENDED',
    );
  }, 180_000);

  it('a staff licence (no order) is suspended alone, and reactivated alone', async () => {
    const kept = await insertPlan(t, { documentNumber: '900555222', balances: [{ code: DOCUMENTS, total: 5 }] });
    const suspended = await insertPlan(t, { documentNumber: '900555222', balances: [{ code: DOCUMENTS, total: 7 }] });
    expect((await entitlement(t, 4, '900555222')).body.result.available).toBe(12);
    const response = await suspend(admin, { purchaseOrderLicenseId: suspended.planId, reason: 'Uso indebido reportado' });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ referenceUuid: null, planIds: [suspended.planId] });
    expect((await entitlement(t, 4, '900555222')).body.result.available).toBe(5);
    expect((await suspend(admin, { purchaseOrderLicenseId: kept.planId, reason: 'Uso indebido reportado' })).status).toBe(200);
    expect((await entitlement(t, 4, '900555222')).body.code).toBe('LICENSING.PLAN_SUSPENDED');
    const back = await t.http().post(REACTIVATE).set('Authorization', admin).send({ purchaseOrderLicenseId: suspended.planId });
    expect(back.body.result).toEqual({ referenceUuid: null, planIds: [suspended.planId] });
    expect((await entitlement(t, 4, '900555222')).body.result.available).toBe(7);
  });

  it('refuses without a reason (400, Spanish), staff without full access (403), no token (401), an unknown plan (404); changes nothing', async () => {
    const plan = await insertPlan(t, { documentNumber: '900555333', balances: [{ code: DOCUMENTS, total: 5 }] });
    const message = 'Escriba el motivo de la suspensión (entre 5 y 200 caracteres).';
    for (const reason of [undefined, '', '    ', 'abc', ' ab  ', 7, 'x'.repeat(201)]) {
      const response = await suspend(admin, { purchaseOrderLicenseId: plan.planId, reason });
      expect({ reason, status: response.status }).toEqual({ reason, status: 400 });
      expect(response.body.errors).toEqual([{ field: 'reason', message }]);
    }
    for (const role of ['LICFINANCIERO', 'LICENSECOMERCIAL', 'LICFINANCIEROCONSULTA']) {
      const response = await suspend(bearer(await t.staffToken([role])), { purchaseOrderLicenseId: plan.planId, reason: 'Motivo válido' });
      expect({ role, status: response.status }).toEqual({ role, status: 403 });
    }
    const app = await t
      .http()
      .post(SUSPEND)
      .set('Authorization', basic(colfactura))
      .send({ purchaseOrderLicenseId: plan.planId, reason: 'Motivo' });
    expect(app.status).toBe(401);
    expect((await suspend(null, { purchaseOrderLicenseId: plan.planId, reason: 'Motivo válido' })).status).toBe(401);
    expect((await suspend(admin, { purchaseOrderLicenseId: 999_999_999, reason: 'Motivo válido' })).status).toBe(404);
    expect((await entitlement(t, 4, '900555333')).body.result.available).toBe(5);
  });
});
