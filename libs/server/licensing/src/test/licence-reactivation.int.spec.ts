import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { recordEvents } from '@lic/server-kernel';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { anEvent, basic, createCredential, insertPlan } from './consumption-test-kit';
import { bearer, eventually, packageIds, payOnSandbox, person, plansOf, registerOrder, rows, type Registered } from './licences-test-kit';

const REACTIVATE = '/license/api/license/ReactivateOrderLicenses';
const DOCUMENTS = 'COLFACTURA_DOCUMENTO';

describe('staff reactivate the licences of a reversed order (docs/api/licensing.md "Reactivación")', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let colfactura: CreatedAppCredential;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ids = await packageIds(t);
    colfactura = await createCredential(t, 'colfactura');
    admin = bearer(await t.staffToken(['SUPERADMIN'], 'ana.admin'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const consume = (body: object) => t.http().post('/license/api/consumption').set('Authorization', basic(colfactura)).send(body);
  const reactivate = (auth: string | null, body: object) => {
    const request = t.http().post(REACTIVATE);
    if (auth) request.set('Authorization', auth);
    return request.send(body);
  };

  async function paidOrder(packageCode: string, customer = person()): Promise<Registered> {
    const order = await registerOrder(t, { packages: [[ids[packageCode]!, 1]], paymentMethod: 'EN_LINEA', customer });
    await payOnSandbox(t, order);
    await eventually(
      () => plansOf(t, order.referenceUuid),
      (found) => found.length === 1,
    );
    return order;
  }

  async function recordReversal(order: Registered): Promise<void> {
    await t.orm.em.fork().transactional(async (tx) => {
      recordEvents(
        tx,
        new PaymentReversedEvent({
          paymentId: '00000000-0000-4000-8000-0000000000bb',
          referenceUuid: order.referenceUuid,
          paymentReference: order.paymentReference,
          appName: 'colfactura',
          method: 'EN_LINEA',
          gateway: 'EPAYCO',
          amount: 100_000,
          currency: 'COP',
          reversedAt: new Date(),
          gatewayTransactionId: 'trx-reversa-2',
          reason: 'Reversada',
        }),
      );
    });
  }

  const planState = (order: Registered) =>
    rows<{ id: string; suspended_on: Date | null; suspension_reason: string | null }>(
      t,
      'select id, suspended_on, suspension_reason from licensing.licence_plan where reference_uuid = ? order by id',
      [order.referenceUuid],
    );
  const balanceState = (order: Registered) =>
    rows<{ suspended_on: Date | null }>(
      t,
      'select b.suspended_on from licensing.licence_balance b join licensing.licence_plan p on p.id = b.plan_id where p.reference_uuid = ?',
      [order.referenceUuid],
    );

  async function suspendedOrder(): Promise<{ order: Registered; planId: number }> {
    const order = await paidOrder('COLFAC-PYME');
    await recordReversal(order);
    const [plan] = await eventually(
      () => planState(order),
      (found) => found.length === 1 && found[0]!.suspended_on !== null,
    );
    return { order, planId: Number(plan!.id) };
  }

  it('puts the order’s plans back in force: consumption and licence tokens work again, LicenceReactivated is published', async () => {
    const { order, planId } = await suspendedOrder();
    const event = () => anEvent(order.customer.documentNumber, DOCUMENTS, { documentType: 1 });
    expect((await consume(event())).body).toMatchObject({ code: 'LICENSING.PLAN_SUSPENDED' });
    const tokenBody = { documentType: 1, documentNumber: order.customer.documentNumber };
    expect((await t.http().post('/license/api/licence-token').set('Authorization', basic(colfactura)).send(tokenBody)).status).toBe(404);

    const response = await reactivate(admin, { purchaseOrderLicenseId: planId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: { referenceUuid: order.referenceUuid, planIds: [planId] },
      statusMessage: 'Licencias reactivadas',
    });
    expect(await planState(order)).toEqual([{ id: String(planId), suspended_on: null, suspension_reason: null }]);
    expect((await balanceState(order)).every((b) => b.suspended_on === null)).toBe(true);
    const [suspension] = await rows<{ reactivated_on: Date | null; reactivated_by: string | null }>(
      t,
      'select reactivated_on, reactivated_by from licensing.licence_suspension where reference_uuid = ?',
      [order.referenceUuid],
    );
    expect(suspension).toMatchObject({ reactivated_by: 'ana.admin' });
    expect(suspension!.reactivated_on).not.toBeNull();
    const [published] = await rows<{ payload: Record<string, unknown> }>(
      t,
      `select payload from kernel.outbox_message where event_name = 'licensing.licence-reactivated' and payload->>'referenceUuid' = ?`,
      [order.referenceUuid],
    );
    expect(published!.payload).toMatchObject({
      referenceUuid: order.referenceUuid,
      documentTypeId: 1,
      documentNumber: order.customer.documentNumber,
      appName: 'colfactura',
      serviceName: 'COLFACTURA',
      planIds: [planId],
      reactivatedBy: 'ana.admin',
    });

    expect((await consume(event())).body).toMatchObject({ outcome: 'ACCEPTED' });
    expect((await t.http().post('/license/api/licence-token').set('Authorization', basic(colfactura)).send(tokenBody)).status).toBe(200);

    // The same reversal replayed later changes nothing: the order stays in force.
    await recordReversal(order);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await planState(order))[0]!.suspended_on).toBeNull();

    // Twice: nothing is suspended any more.
    const again = await reactivate(admin, { purchaseOrderLicenseId: planId });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      statusCode: 409,
      code: 'LICENSING.NOT_SUSPENDED',
      statusMessage: 'Las licencias de esta orden no están suspendidas.',
      errors: [],
    });
    const events = await rows(
      t,
      `select 1 from kernel.outbox_message where event_name = 'licensing.licence-reactivated' and payload->>'referenceUuid' = ?`,
      [order.referenceUuid],
    );
    expect(events).toHaveLength(1);
  }, 120_000);

  it('two reactivations at once: one succeeds, the other is told nothing is suspended', async () => {
    const { planId } = await suspendedOrder();
    const answers = await Promise.all([
      reactivate(admin, { purchaseOrderLicenseId: planId }),
      reactivate(admin, { purchaseOrderLicenseId: planId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  }, 120_000);

  it('refuses staff without full licence access (403), no token (401), bad input (400), unknown plan (404), not suspended (409)', async () => {
    const { order, planId } = await suspendedOrder();
    for (const role of ['LICFINANCIERO', 'LICENSECOMERCIAL', 'LICFINANCIEROCONSULTA']) {
      const response = await reactivate(bearer(await t.staffToken([role])), { purchaseOrderLicenseId: planId });
      expect({ role, status: response.status }).toEqual({ role, status: 403 });
    }
    expect(
      (await reactivate(bearer(await t.customerToken('1', order.customer.documentNumber)), { purchaseOrderLicenseId: planId })).status,
    ).toBe(403);
    expect((await reactivate(null, { purchaseOrderLicenseId: planId })).status).toBe(401);
    for (const body of [
      {},
      { purchaseOrderLicenseId: 'uno' },
      { purchaseOrderLicenseId: 0 },
      { purchaseOrderLicenseId: planId, extra: 1 },
    ]) {
      const response = await reactivate(admin, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    expect((await planState(order))[0]!.suspended_on).not.toBeNull();
    const missing = await reactivate(admin, { purchaseOrderLicenseId: 999_999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.statusMessage).toBe('No se encontró la licencia.');

    const inForce = await paidOrder('COLFAC-EMPRENDEDOR');
    const [plan] = await plansOf(t, inForce.referenceUuid);
    const notSuspended = await reactivate(admin, { purchaseOrderLicenseId: Number(plan!.id) });
    expect(notSuspended.status).toBe(409);
    expect(notSuspended.body.statusMessage).toBe('Las licencias de esta orden no están suspendidas.');

    // A staff licence (no order) in force: nothing to reactivate either.
    const staffLicence = await insertPlan(t, { documentNumber: '900555111', balances: [{ code: DOCUMENTS, total: 5 }] });
    const noOrder = await reactivate(admin, { purchaseOrderLicenseId: staffLicence.planId });
    expect(noOrder.status).toBe(409);
    expect(noOrder.body.code).toBe('LICENSING.NOT_SUSPENDED');
  }, 120_000);
});
