import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { compileApi, createTestApp, removeCompiledApi, startApiChild, type TestApp } from '@lic/api-testing';
import { JobEngine } from '@lic/server-kernel';
import { eventually, issuedEvents, mailsTo, packageIds, payOnSandbox, plansOf, registerOrder, rows } from './licences-test-kit';

/**
 * Fault injection (decision 0008): the licensing subscriber of PaymentApproved meets its table unreachable
 * for a few seconds, or the process holding its delivery dies between the claim and the commit; the
 * licences are still issued once it can, exactly once.
 */
const ISSUE_QUEUE = 'payments.payment-approved/IssueLicencesOnPaymentApproved';
const ROOT = process.cwd();

async function exactlyOnce(t: TestApp, order: { referenceUuid: string; customer: { email: string } }): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // a second issue would show by now
  expect(await plansOf(t, order.referenceUuid)).toHaveLength(1);
  expect(await rows(t, 'select 1 from licensing.licence_issue where reference_uuid = ?', [order.referenceUuid])).toHaveLength(1);
  expect(await issuedEvents(t, order.referenceUuid)).toHaveLength(1);
  expect((await mailsTo(t, order.customer.email)).filter((m) => m.category === 'licence-activated')).toHaveLength(1);
}

async function deliveriesOf(t: TestApp, referenceUuid: string): Promise<{ state: string; retry_count: number }[]> {
  const { rows: found } = await t.app
    .get(JobEngine)
    .boss.getDb()
    .executeSql(`select state, retry_count from jobs.job where name = $1 and data->'payload'->>'referenceUuid' = $2`, [
      ISSUE_QUEUE,
      referenceUuid,
    ]);
  return found as { state: string; retry_count: number }[];
}

describe('licences survive a failing subscriber', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let recovered: Awaited<ReturnType<typeof registerOrder>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { JOBS_SUPERVISE_SECONDS: '1', DELIVERY_HEARTBEAT_SECONDS: '10' } });
    ids = await packageIds(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues the licences once the licence table is back after a few seconds away', async () => {
    const order = await registerOrder(t, { packages: [[ids['COLFAC-PYME'], 1]], paymentMethod: 'EN_LINEA' });
    await rows(t, 'alter table licensing.licence_plan rename to licence_plan_away');
    let restored = false;
    try {
      await payOnSandbox(t, order);
      // The order itself is approved at once: its subscriber is delivered on its own.
      await eventually(
        () => rows<{ state: number }>(t, 'select state from ordering.purchase_order where id = ?', [order.referenceUuid]),
        (found) => found[0]?.state === 6,
      );
      await eventually(
        () => deliveriesOf(t, order.referenceUuid),
        (found) => found.some((job) => job.retry_count >= 1),
      );
      expect(await rows(t, 'select 1 from licensing.licence_issue where reference_uuid = ?', [order.referenceUuid])).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await rows(t, 'alter table licensing.licence_plan_away rename to licence_plan');
      restored = true;
    } finally {
      if (!restored) await rows(t, 'alter table licensing.licence_plan_away rename to licence_plan');
    }

    await eventually(
      () => plansOf(t, order.referenceUuid),
      (found) => found.length === 1,
      30_000,
    );
    await exactlyOnce(t, order);
    const [delivery] = await deliveriesOf(t, order.referenceUuid);
    expect(delivery.state).toBe('completed');
    expect(delivery.retry_count).toBeGreaterThanOrEqual(1);
    recovered = order;
  }, 60_000);

  it('changes nothing when every event of the order is delivered again to every subscriber', async () => {
    const order = recovered;
    const counts = async () =>
      (
        await rows<Record<string, number>>(
          t,
          `select (select count(*)::int from payments.payment where reference_uuid = ?) as payments,
                  (select count(*)::int from payments.purchase_summary where reference_uuid = ?) as summaries,
                  (select count(*)::int from licensing.licence_plan where reference_uuid = ?) as plans,
                  (select count(*)::int from licensing.licence_balance b join licensing.licence_plan p on p.id = b.plan_id
                    where p.reference_uuid = ?) as balances,
                  (select state from ordering.purchase_order where id = ?) as state`,
          Array(5).fill(order.referenceUuid),
        )
      )[0];
    const before = await counts();
    expect(before).toMatchObject({ payments: 1, summaries: 1, plans: 1, state: 6 });

    const [{ n: jobsBefore }] = await rows<{ n: number }>(
      t,
      `select count(*)::int as n from jobs.job where name like '%/%' and data->'payload'->>'referenceUuid' = ?`,
      [order.referenceUuid],
    );
    // The relay takes the order's messages again: a new delivery for each subscriber of each event.
    const replayed = await rows(
      t,
      `update kernel.outbox_message set dispatched_on = null where payload->>'referenceUuid' = ? returning id`,
      [order.referenceUuid],
    );
    expect(replayed.length).toBeGreaterThanOrEqual(2); // PurchaseOrderRegistered and PaymentApproved (and LicenceIssued)
    await eventually(
      () =>
        rows<{ open: number; done: number }>(
          t,
          `select count(*) filter (where state <> 'completed')::int as open, count(*) filter (where state = 'completed')::int as done
             from jobs.job where name like '%/%' and data->'payload'->>'referenceUuid' = ?`,
          [order.referenceUuid],
        ),
      (found) => found[0].open === 0 && found[0].done >= jobsBefore + replayed.length,
      20_000,
    );
    expect(await counts()).toEqual(before);
    await exactlyOnce(t, order);
  }, 60_000);

  describe('a process killed between the claim and the commit', () => {
    const build = path.join(ROOT, 'tmp', `fault-api-${process.pid}`);
    const children: ChildProcess[] = [];

    // The API as `npm start` runs it, compiled by SWC (a few seconds), so it can run as a child process.
    beforeAll(() => compileApi(build));
    afterAll(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      removeCompiledApi(build);
    });

    async function startApi(): Promise<ChildProcess> {
      const started = Date.now();
      const { child } = await startApiChild(build, {
        DATABASE_URL: t.databaseUrl,
        OUTBOX_POLL_MS: '50',
        JOBS_SUPERVISE_SECONDS: '1',
        DELIVERY_HEARTBEAT_SECONDS: '10',
        DELIVERY_RETRY_BASE_SECONDS: '1',
      });
      children.push(child);
      process.stdout.write(`API child up in ${Date.now() - started} ms\n`);
      return child;
    }

    it('delivers after restart: another process issues the licences, once', async () => {
      const order = await registerOrder(t, { packages: [[ids['COLFAC-EMPRENDEDOR'], 1]], paymentMethod: 'EN_LINEA' });
      // Only the child processes work the licensing queue from here on.
      await t.app.get(JobEngine).boss.offWork(ISSUE_QUEUE);
      const first = await startApi();

      // The licence table locked: the child's handler claims the delivery and blocks inside its transaction.
      const locker = new pg.Client({ connectionString: t.databaseUrl });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table licensing.licence_plan in access exclusive mode');
        await payOnSandbox(t, order);
        await eventually(
          () => deliveriesOf(t, order.referenceUuid),
          (found) => found[0]?.state === 'active',
          20_000,
        );
        await new Promise((resolve) => setTimeout(resolve, 300)); // well inside the handler, waiting on the lock
        first.kill('SIGKILL');
        await new Promise((resolve) => first.once('exit', resolve));
        await locker.query('commit');
      } finally {
        await locker.end();
      }
      expect(await plansOf(t, order.referenceUuid)).toHaveLength(0);
      expect((await deliveriesOf(t, order.referenceUuid))[0]?.state).toBe('active');

      await startApi();
      await eventually(
        () => plansOf(t, order.referenceUuid),
        (found) => found.length === 1,
        45_000,
      );
      await exactlyOnce(t, order);
      const [delivery] = await deliveriesOf(t, order.referenceUuid);
      expect(delivery).toMatchObject({ state: 'completed' });
      expect(delivery.retry_count).toBeGreaterThanOrEqual(1);
    }, 240_000);
  });
});
