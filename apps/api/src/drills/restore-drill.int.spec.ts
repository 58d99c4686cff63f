import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import path from 'node:path';
import pg from 'pg';
import {
  createTestApp,
  DrillPostgres,
  notRunByDrill,
  prepareLoad,
  runbookCommands,
  startLoad,
  type DrillNode,
  type LoadSetup,
  type TestApp,
} from '@lic/api-testing';
import { withDatabase } from '@lic/server-kernel';
import { drillBinaries, drillLoad, reportDrill } from '../testing/drill-settings';

/*
 * Restore drill (decision 0045; docs/operations/point-in-time-restore.md): a primary archiving its WAL, a base
 * backup, a load running; a timestamp is noted and the load goes on; then the base backup is restored into a
 * new data folder and recovered to that timestamp from the archive (recovery_target_time). The API starts on
 * the restored database; every event and approval acknowledged before the timestamp is there, none sent after.
 */

jest.setTimeout(300_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bin = drillBinaries('restore drill');

(bin ? describe : describe.skip)('restore drill: base backup + archived WAL, recovered to a second', () => {
  const load = drillLoad();
  let drill: DrillPostgres;
  let primary: DrillNode;
  let archive: string;
  let t: TestApp;
  let restoredApp: TestApp | undefined;
  let setup: LoadSetup;

  beforeAll(async () => {
    drill = await DrillPostgres.create(bin!);
    archive = drill.folder('archive');
    primary = await drill.initdb('primary', ['archive_mode = on', `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`]);
    await primary.start();
    t = await createTestApp({
      seed: true,
      databaseServer: primary.url,
      env: { RATE_LIMIT_PER_MINUTE: '10000000', PAYMENT_CONFIRMATION_RATE_LIMIT: '1000000' },
    });
    await t.app.listen(0, '127.0.0.1');
    setup = await prepareLoad(t, `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`, load.buyers);
  }, 300_000);

  afterAll(async () => {
    await restoredApp?.close().catch(() => undefined);
    await t?.close().catch(() => undefined);
    await drill?.destroy();
  });

  it('restores to the noted second: the API starts on it, everything acknowledged before is there, nothing sent after', async () => {
    // The base backup the restore starts from, taken while the API runs.
    const base = drill.folder('base-backup');
    await drill.basebackup(primary, base);

    const running = startLoad(setup, load.kinds);
    await pause(load.beforeFaultMs);
    const target = new Date();
    await pause(load.afterRecoveryMs);
    const ledger = await running.stop();
    expect(ledger.unexpected).toEqual([]);

    // Everything up to now in the archive: a new segment, and the archiver done with the last one.
    const [{ pg_walfile_name: segment }] = await primary.query<{ pg_walfile_name: string }>('select pg_walfile_name(pg_switch_wal())');
    for (let i = 0; ; i++) {
      const [row] = await primary.query<{ last_archived_wal: string | null }>('select last_archived_wal from pg_stat_archiver');
      if (row.last_archived_wal !== null && row.last_archived_wal >= segment) break;
      if (i > 600) throw new Error(`WAL ${segment} not archived within 60 s`);
      await pause(100);
    }

    const restoreStarted = Date.now();
    const restored = await drill.copyOf('restored', base);
    restored.configureRecovery(archive, target);
    await restored.start();
    for (let i = 0; await restored.inRecovery(); i++) {
      if (i > 1200) throw new Error('the restored server did not finish its recovery within 120 s');
      await pause(100);
    }
    const restoreMs = Date.now() - restoreStarted;

    // The API on the restored database: ready (every migration there), serving reads and writes.
    restoredApp = await createTestApp({
      databaseUrl: withDatabase(restored.url, new URL(t.databaseUrl).pathname.slice(1)),
      env: { RATE_LIMIT_PER_MINUTE: '10000000' },
    });
    await restoredApp.app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(restoredApp.app.getHttpServer().address() as { port: number }).port}`;
    expect((await fetch(`${origin}/api/health/ready`)).status).toBe(200);

    const client = new pg.Client({ connectionString: withDatabase(restored.url, new URL(t.databaseUrl).pathname.slice(1)) });
    await client.connect();
    const present = async (sql: string, ids: string[]) =>
      new Set((await client.query<{ id: string }>(sql, [ids])).rows.map((row) => row.id));
    const times = [...ledger.times.entries()];
    const before = times.filter(([, time]) => time.acknowledged < target.getTime()).map(([id]) => id);
    const after = times.filter(([, time]) => time.sent > target.getTime()).map(([id]) => id);
    const events = await present(
      "select event_id as id from licensing.consumption_event where app_name = 'colfactura' and event_id = any($1::text[])",
      [...before, ...after].filter((id) => ledger.events.has(id)),
    );
    const approvals = await present(
      "select reference_uuid::text as id from payments.payment where state = 'APPROVED' and reference_uuid::text = any($1::text[])",
      [...before, ...after].filter((id) => ledger.approvals.has(id)),
    );
    const [{ used }] = (await client.query<{ used: string }>('select used from licensing.licence_balance where id = $1', [setup.balanceId]))
      .rows;
    const [{ counted }] = (
      await client.query<{ counted: string }>(
        "select coalesce(sum(quantity), 0) as counted from licensing.consumption_event where app_name = 'colfactura' and document_number = $1",
        [setup.documentNumber],
      )
    ).rows;
    await client.end();
    const isThere = (id: string) => events.has(id) || approvals.has(id);
    const lost = before.filter((id) => !isThere(id));
    const leaked = after.filter(isThere);

    // The restored API meters again on the restored balance.
    const answer = await fetch(`${origin}/license/api/consumption`, {
      method: 'POST',
      headers: { Authorization: setup.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventId: `after-restore-${Date.now()}`,
        appName: 'colfactura',
        documentType: 4,
        documentNumber: setup.documentNumber,
        featureCode: 'DRILL_DOCUMENTO',
        quantity: 1,
        occurredAt: new Date().toISOString(),
      }),
    });
    expect(answer.status).toBe(200);

    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(leaked).toEqual([]);
    expect(Number(used)).toBe(Number(counted));
    // Every command of the runbook's local steps is one this drill ran.
    expect(notRunByDrill(runbookCommands('docs/operations/point-in-time-restore.md'), drill.commands)).toEqual([]);
    const beforeEvents = before.filter((id) => ledger.events.has(id)).length;
    const beforeApprovals = before.filter((id) => ledger.approvals.has(id)).length;
    reportDrill(
      'restore',
      {
        target: target.toISOString(),
        acknowledgedBeforeTarget: { events: beforeEvents, approvals: beforeApprovals },
        sentAfterTarget: after.length,
        lost: lost.length,
        presentAfterTarget: leaked.length,
        secondsToRestore: restoreMs / 1000,
        archive: path.basename(archive),
      },
      `restore drill (${process.env.DRILL_LOAD ?? 'short'} load): recovered to ${target.toISOString()} in ${(restoreMs / 1000).toFixed(1)} s; ` +
        `${beforeEvents} events and ${beforeApprovals} approvals acknowledged before it, all there (lost 0); ` +
        `${after.length} sent after it, none there; the API serves on the restored database`,
    );
  });
});
