import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventBus, QueryBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { GetHeldBasePlansQuery } from '@lic/server-licensing-api';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { recordEvents } from '@lic/server-kernel';
import type { ConsumptionBatchResult, CreatedAppCredential, CustomerLicenseDetail, MyPlanRecord } from '@lic/shared-api-types';
import { ConsumptionFastPath } from '../interface/consumption/http/consumption-fast-path';
import { anEvent, basic, createCredential } from './consumption-test-kit';
import {
  bearer,
  DETAIL,
  eventually,
  MY_PLAN,
  packageIds,
  payOnSandbox,
  person,
  plansOf,
  registerOrder,
  rows,
  type Registered,
} from './licences-test-kit';

// Payments raises PaymentReversed on its side (decision 0009); here it is recorded straight into the outbox.
const DOCUMENTS = 'COLFACTURA_DOCUMENTO';
const SUSPENDED_MESSAGE =
  'El plan del cliente que incluye esta característica está suspendido (su pago fue reversado, o el personal lo suspendió). El consumo no se registró.';

describe('licences of a reversed order are suspended (docs/api/licensing.md "Suspensión")', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let colfactura: CreatedAppCredential;
  let fastPath: ConsumptionFastPath;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ids = await packageIds(t);
    colfactura = await createCredential(t, 'colfactura');
    fastPath = t.app.get(ConsumptionFastPath);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const consume = (body: object) => t.http().post('/license/api/consumption').set('Authorization', basic(colfactura)).send(body);

  async function paidOrder(packageCode: string, customer = person()): Promise<Registered> {
    const order = await registerOrder(t, { packages: [[ids[packageCode]!, 1]], paymentMethod: 'EN_LINEA', customer });
    await payOnSandbox(t, order);
    await eventually(
      () => plansOf(t, order.referenceUuid),
      (found) => found.length === 1,
    );
    return order;
  }

  function reversal(order: Registered): PaymentReversedEvent {
    return new PaymentReversedEvent({
      paymentId: '00000000-0000-4000-8000-0000000000aa',
      referenceUuid: order.referenceUuid,
      paymentReference: order.paymentReference,
      appName: 'colfactura',
      method: 'EN_LINEA',
      gateway: 'EPAYCO',
      amount: 100_000,
      currency: 'COP',
      reversedAt: new Date(),
      gatewayTransactionId: 'trx-reversa-1',
      reason: 'Reversada',
    });
  }

  /** PaymentReversed written to the outbox in a transaction, as payments does; the relay delivers it. */
  async function recordReversal(order: Registered): Promise<void> {
    await t.orm.em.fork().transactional(async (tx) => {
      recordEvents(tx, reversal(order));
    });
  }

  const suspensionOf = async (order: Registered) =>
    rows<{ id: string; suspended_on: Date | null; suspension_reason: string | null }>(
      t,
      'select id, suspended_on, suspension_reason from licensing.licence_plan where reference_uuid = ? order by id',
      [order.referenceUuid],
    );
  const balancesOfOrder = async (order: Registered) =>
    rows<{ id: string; used: string; total: string; suspended_on: Date | null }>(
      t,
      `select b.id, b.used, b.total, b.suspended_on from licensing.licence_balance b join licensing.licence_plan p on p.id = b.plan_id
        where p.reference_uuid = ? and b.feature_code = ?`,
      [order.referenceUuid, DOCUMENTS],
    );
  const suspendedEvents = async (order: Registered) =>
    rows<{ payload: Record<string, unknown> }>(
      t,
      `select payload from kernel.outbox_message where event_name = 'licensing.licence-suspended' and payload->>'referenceUuid' = ?`,
      [order.referenceUuid],
    );

  it('suspends the order’s plans: consumption skips them, other plans are still consumed, then PLAN_SUSPENDED on both paths', async () => {
    const customer = person();
    const base = await paidOrder('COLFAC-PYME', customer);
    const extra = await paidOrder('COLFAC-DOC-ADIC-100', customer);
    const event = (quantity = 1) => anEvent(customer.documentNumber, DOCUMENTS, { documentType: 1, quantity });
    expect((await consume(event())).status).toBe(200);

    await recordReversal(base);
    const [suspended] = await eventually(
      () => suspensionOf(base),
      (found) => found.every((plan) => plan.suspended_on !== null),
    );
    expect(suspended!.suspension_reason).toBe('Pago reversado por la pasarela de pagos: Reversada');
    expect((await balancesOfOrder(base)).every((b) => b.suspended_on !== null)).toBe(true);
    expect((await suspensionOf(extra)).every((plan) => plan.suspended_on === null)).toBe(true);
    const [published] = await eventually(
      () => suspendedEvents(base),
      (found) => found.length === 1,
    );
    expect(published!.payload).toMatchObject({
      documentNumber: customer.documentNumber,
      serviceName: 'COLFACTURA',
      planIds: [Number(suspended!.id)],
    });

    // The base plan is suspended: its 1,000 documents are skipped, the 100 of the other order still count.
    const [baseBalance] = await balancesOfOrder(base);
    const usedOnBase = Number(baseBalance!.used);
    const [extraBalance] = await balancesOfOrder(extra);
    const leftOnExtra = Number(extraBalance!.total) - Number(extraBalance!.used);
    const accepted = await consume(event(2));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ outcome: 'ACCEPTED', available: leftOnExtra - 2 });
    const refused = await consume(event(leftOnExtra));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LICENSING.INSUFFICIENT_BALANCE', available: leftOnExtra - 2 });
    expect(Number((await balancesOfOrder(base))[0]!.used)).toBe(usedOnBase);

    await recordReversal(extra);
    await eventually(
      () => suspensionOf(extra),
      (found) => found.every((plan) => plan.suspended_on !== null),
    );
    // Only suspended balances are left: a clear code, on the fast path and through Nest alike, and in a batch.
    for (const fast of [true, false]) {
      fastPath.enabled = fast;
      try {
        const response = await consume(event());
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ statusCode: 409, code: 'LICENSING.PLAN_SUSPENDED', statusMessage: SUSPENDED_MESSAGE, errors: [] });
      } finally {
        fastPath.enabled = true;
      }
    }
    const batch = await t
      .http()
      .post('/license/api/consumption/batch')
      .set('Authorization', basic(colfactura))
      .send({ events: [event(), anEvent(customer.documentNumber, 'COLFACTURA_NADA', { documentType: 1 })] });
    expect(batch.status).toBe(200);
    const body = batch.body as ConsumptionBatchResult;
    expect(body).toMatchObject({ accepted: 0, refused: 2 });
    expect(body.results[0]).toMatchObject({ outcome: 'PLAN_SUSPENDED', status: 409, code: 'LICENSING.PLAN_SUSPENDED', available: null });
    expect(body.results[1]).toMatchObject({ outcome: 'UNKNOWN_FEATURE', status: 404 });
    expect(Number((await balancesOfOrder(base))[0]!.used)).toBe(usedOnBase);

    // Mis planes adquiridos: the base plan shown as suspended, no balance left to use.
    const customerToken = bearer(await t.customerToken('1', customer.documentNumber));
    const myPlan = await t
      .http()
      .post(MY_PLAN)
      .set('Authorization', customerToken)
      .send({ DocumentType: '1', DocumentNumber: customer.documentNumber, ServiceName: 'COLFACTURA' })
      .expect(200);
    const [record] = myPlan.body.result.records as MyPlanRecord[];
    expect(record).toMatchObject({ packageName: 'Plan Pyme', isSuspended: true, packagesFeatures: [] });
    expect(record!.packagesActiveInfo.map((pkg) => [pkg.packageCode, pkg.isSuspended, typeof pkg.suspendedOn])).toEqual([
      ['COLFAC-PYME', true, 'string'],
      ['COLFAC-DOC-ADIC-100', true, 'string'],
    ]);

    // Licencias y consumos: each plan says so, with the reason; the totals leave them out.
    const detail = await t
      .http()
      .post(DETAIL)
      .set('Authorization', bearer(await t.staffToken(['LICFINANCIERO'])))
      .send({ filters: [{ type: 'Customer', value: customer.documentNumber }], sortType: 'desc' })
      .expect(200);
    const [service] = (detail.body.result.records as CustomerLicenseDetail[])[0]!.serviceLicense;
    expect(service!.licenseBaseIsActive).toBe(false);
    expect(service!.balanceTotalPlans).toEqual([]);
    expect(service!.licensePlan.map((plan) => [plan.packageCode, plan.isActive, plan.isSuspended, plan.suspensionReason])).toEqual(
      expect.arrayContaining([
        ['COLFAC-PYME', true, true, 'Pago reversado por la pasarela de pagos: Reversada'],
        ['COLFAC-DOC-ADIC-100', true, true, 'Pago reversado por la pasarela de pagos: Reversada'],
      ]),
    );

    // A suspended base plan is not held: ordering's base-package rules let the customer buy one again.
    expect(await t.app.get(QueryBus).execute(new GetHeldBasePlansQuery(1, customer.documentNumber, 'COLFACTURA'))).toEqual([]);
  }, 120_000);

  it('changes nothing when PaymentReversed is replayed, even twice at once', async () => {
    const order = await paidOrder('COLFAC-EMPRENDEDOR');
    await recordReversal(order);
    const [first] = await eventually(
      () => suspensionOf(order),
      (found) => found[0]?.suspended_on != null,
    );
    const bus = t.app.get(EventBus);
    await Promise.all([bus.publish(reversal(order)), bus.publish(reversal(order))]);
    await recordReversal(order);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [after] = await suspensionOf(order);
    expect(after!.suspended_on).toEqual(first!.suspended_on);
    expect(await suspendedEvents(order)).toHaveLength(1);
    expect(await rows(t, 'select * from licensing.licence_suspension where reference_uuid = ?', [order.referenceUuid])).toHaveLength(1);
  });

  it('issues the licences suspended when the reversal was handled before them', async () => {
    const order = await registerOrder(t, { packages: [[ids['COLFAC-EMPRENDEDOR']!, 1]], paymentMethod: 'EN_LINEA' });
    await recordReversal(order);
    await eventually(
      () => rows(t, 'select * from licensing.licence_suspension where reference_uuid = ?', [order.referenceUuid]),
      (found) => found.length === 1,
    );
    await payOnSandbox(t, order);
    const [plan] = await eventually(
      () => suspensionOf(order),
      (found) => found.length === 1,
    );
    expect(plan!.suspended_on).not.toBeNull();
    expect((await balancesOfOrder(order)).every((b) => b.suspended_on !== null)).toBe(true);
    const response = await consume(anEvent(order.customer.documentNumber, DOCUMENTS, { documentType: 1 }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'LICENSING.PLAN_SUSPENDED' });
  });
});
