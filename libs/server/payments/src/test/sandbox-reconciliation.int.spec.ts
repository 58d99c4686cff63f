import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '@lic/api-testing';
import {
  ReconcilePendingPaymentsCommand,
  type ReconciliationReport,
} from '../application/commands/reconcile-pending-payments/reconcile-pending-payments.command';
import { ReconcilePendingPaymentsJob } from '../infrastructure/jobs/reconcile-pending-payments.job';
import {
  APPROVED_EVENT,
  REVIEWS,
  attemptsOf,
  backdatePayment,
  eventsOf,
  eventually,
  orderDetail,
  orderStateOf,
  packageIds,
  paymentOf,
  registerOrder,
  rows,
} from './payments-test-kit';

/**
 * The sandbox answers the reconciliation job offline, from its own record of the transactions it
 * answered; a confirmation "lost" on the way (decision with confirmation=lost) is found by the job.
 */
describe('reconciliation of pending online payments through the sandbox, and the review list', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { PAYMENT_GATEWAY: 'sandbox', RECONCILE_PENDING_AFTER_MINUTES: '20' } });
    ids = await packageIds(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function pendingPayment() {
    const order = await registerOrder(t, { packageId: ids['FIRMAYA-50'], paymentMethod: 'EN_LINEA', appName: 'firmaya' });
    const payment = (await paymentOf(t, order.referenceUuid))!;
    return { order, payment };
  }

  /** The payer presses a button of the sandbox's page, and the confirmation is lost on the way. */
  async function lostDecision(paymentId: string, decision: 'approve' | 'reject' | 'pending'): Promise<void> {
    await t.http().post(`/payment/sandbox/${paymentId}`).type('form').send({ decision, confirmation: 'lost' }).expect(303);
  }

  const reconcile = (): Promise<ReconciliationReport> => t.app.get(CommandBus).execute(new ReconcilePendingPaymentsCommand());
  const bearer = async (roles: string[], userName: string) => `Bearer ${await t.staffToken(roles, userName)}`;

  it('settles an approval whose confirmation was lost, once however often it runs; younger payments wait', async () => {
    const lost = await pendingPayment();
    await lostDecision(lost.payment.id, 'approve');
    const young = await pendingPayment();
    await lostDecision(young.payment.id, 'approve');
    const neverPaid = await pendingPayment();
    expect(await paymentOf(t, lost.order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    await backdatePayment(t, lost.payment.id, 21);
    await backdatePayment(t, neverPaid.payment.id, 90);

    await t.app.get(ReconcilePendingPaymentsJob).run();
    expect(await paymentOf(t, lost.order.referenceUuid)).toMatchObject({ state: 'APPROVED' });
    expect(await paymentOf(t, young.order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    expect(await paymentOf(t, neverPaid.order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    expect(await attemptsOf(t, lost.payment.id)).toMatchObject([
      { gateway: 'SANDBOX', outcome: 'APPROVED', effect: 'APPROVED', source: 'RECONCILIATION', response_code: '1' },
    ]);
    expect(
      await eventually(
        () => orderStateOf(t, lost.order.referenceUuid),
        (state) => state === 6,
      ),
    ).toBe(6);

    // Twice more, and two rounds at once (as two replicas would if the engine ran it twice): nothing doubles.
    const again = await reconcile();
    expect(again).toMatchObject({ asked: 1, settled: 0, notFound: 1 });
    await Promise.all([reconcile(), reconcile()]);
    expect(await attemptsOf(t, lost.payment.id)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventsOf(t, APPROVED_EVENT, lost.order.referenceUuid)).toHaveLength(1);

    const detail = await orderDetail(t, lost.order.referenceUuid);
    expect(detail.timeline.find((entry) => entry.kind === 'GATEWAY_ANSWER')?.detail).toContain('Consultada por la conciliación');
  });

  it('sends an unknown answer code to the review list, once; finance staff close it with a note', async () => {
    const { order, payment } = await pendingPayment();
    await lostDecision(payment.id, 'pending');
    // The sandbox's record now says something no gateway code table knows.
    await rows(t, `update payments.sandbox_transaction set response_code = '99' where payment_id = ?`, [payment.id]);
    await backdatePayment(t, payment.id, 30);

    const first = await reconcile();
    expect(first.sentToReview).toBe(1);
    await reconcile();
    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    expect(await attemptsOf(t, payment.id)).toMatchObject([{ outcome: 'PENDING', response_code: '99', needs_review: true }]);

    const finance = await bearer(['LICFINANCIERO'], 'financiero');
    const open = await t.http().get(REVIEWS).query({ status: 'OPEN' }).set('Authorization', finance).expect(200);
    const mine = open.body.result.records.filter((record: { referenceUuid: string }) => record.referenceUuid === order.referenceUuid);
    expect(mine).toEqual([
      expect.objectContaining({
        paymentReference: order.paymentReference,
        appName: 'firmaya',
        gateway: 'SANDBOX',
        responseCode: '99',
        source: 'RECONCILIATION',
        paymentState: 'PENDING',
        amount: 150000,
        resolvedOn: null,
      }),
    ]);
    const id = mine[0].id as string;

    // Read-only finance staff read the list but cannot close; other staff and customers cannot read it.
    const readOnly = await bearer(['LICFINANCIEROCONSULTA'], 'consulta');
    await t.http().get(REVIEWS).query({ status: 'OPEN' }).set('Authorization', readOnly).expect(200);
    await t.http().post(`${REVIEWS}/Resolve`).set('Authorization', readOnly).send({ id, note: 'Revisado' }).expect(403);
    await t
      .http()
      .get(REVIEWS)
      .query({ status: 'OPEN' })
      .set('Authorization', await bearer(['LICENSECOMERCIAL'], 'comercial'))
      .expect(403);
    const customer = `Bearer ${await t.customerToken('NIT', '900123456')}`;
    await t.http().get(REVIEWS).query({ status: 'OPEN' }).set('Authorization', customer).expect(403);
    await t.http().get(REVIEWS).query({ status: 'OPEN' }).expect(401);

    // Bad input: 400 in the envelope, nothing changes.
    const badStatus = await t.http().get(REVIEWS).query({ status: 'ALL' }).set('Authorization', finance).expect(400);
    expect(badStatus.body).toMatchObject({
      errors: [{ field: 'status', message: 'El estado debe ser OPEN (abiertas) o RESOLVED (cerradas).' }],
    });
    const noNote = await t.http().post(`${REVIEWS}/Resolve`).set('Authorization', finance).send({ id, note: '   ' }).expect(400);
    expect(noNote.body.errors).toEqual([{ field: 'note', message: expect.stringContaining('Escribe qué encontraste') }]);
    await t
      .http()
      .post(`${REVIEWS}/Resolve`)
      .set('Authorization', finance)
      .send({ id, note: 'x'.repeat(501) })
      .expect(400);
    await t
      .http()
      .post(`${REVIEWS}/Resolve`)
      .set('Authorization', finance)
      .send({ id: '00000000-0000-4000-8000-000000000000', note: 'Revisado' })
      .expect(404);

    // Two clicks at once: one closes it, the other is told it was closed.
    const note = 'La pasarela confirma que la transacción sigue en proceso; se vuelve a consultar mañana.';
    const clicks = await Promise.all([
      t.http().post(`${REVIEWS}/Resolve`).set('Authorization', finance).send({ id, note }),
      t.http().post(`${REVIEWS}/Resolve`).set('Authorization', finance).send({ id, note }),
    ]);
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 422]);
    const closed = clicks.find((click) => click.status === 200)!;
    expect(closed.body).toMatchObject({
      statusMessage: 'La revisión quedó cerrada.',
      result: { id, resolvedBy: 'financiero', resolutionNote: note },
    });
    expect(clicks.find((click) => click.status === 422)!.body).toMatchObject({ code: 'PAYMENTS.REVIEW_RESOLVED' });

    const stillOpen = await t.http().get(REVIEWS).query({ status: 'OPEN' }).set('Authorization', finance).expect(200);
    expect(stillOpen.body.result.records.some((record: { id: string }) => record.id === id)).toBe(false);
    const resolved = await t.http().get(REVIEWS).query({ status: 'RESOLVED' }).set('Authorization', finance).expect(200);
    expect(resolved.body.result.records.filter((record: { id: string }) => record.id === id)).toHaveLength(1);
    // The same unknown answer again opens nothing new.
    await reconcile();
    const after = await t.http().get(REVIEWS).query({ status: 'OPEN' }).set('Authorization', finance).expect(200);
    expect(after.body.result.records.some((record: { referenceUuid: string }) => record.referenceUuid === order.referenceUuid)).toBe(false);
  });

  it('refuses an unknown sandbox decision delivery mode', async () => {
    const { payment } = await pendingPayment();
    await t.http().post(`/payment/sandbox/${payment.id}`).type('form').send({ decision: 'approve', confirmation: 'tal-vez' }).expect(400);
    expect(await rows(t, 'select * from payments.sandbox_transaction where payment_id = ?', [payment.id])).toEqual([]);
  });
});
