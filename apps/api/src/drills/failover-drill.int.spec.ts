import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  createTestApp,
  DrillPostgres,
  mergeLedgers,
  notRunByDrill,
  prepareLoad,
  runbookCommands,
  startLoad,
  TcpForwarder,
  verifyLoad,
  type DrillNode,
  type LoadCheck,
  type LoadLedger,
  type LoadSetup,
  type TestApp,
} from '@lic/api-testing';
import { drillBinaries, drillLoad, reportDrill } from '../testing/drill-settings';

/*
 * Failover drill (decision 0045; docs/operations/failover.md): a primary and a synchronous standby, the API
 * reaching them through a TCP forwarder that plays the read-write Service. Under a mixed load (consumption
 * singles and batches, reservations, online payments) the primary is killed (-9), the standby promoted and
 * the forwarder pointed at it. Every event, reservation, approval and licence the API acknowledged is on the
 * new primary, none twice; the time from the kill to the first acknowledged write is reported. Twice: the
 * old primary comes back as a standby with pg_rewind, and it is the one promoted the second time.
 */

jest.setTimeout(300_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bin = drillBinaries('failover drill');

(bin ? describe : describe.skip)('failover drill: kill -9 the primary, promote the synchronous standby', () => {
  const load = drillLoad();
  let drill: DrillPostgres;
  let forwarder: TcpForwarder;
  let t: TestApp;
  let setup: LoadSetup;
  let primary: DrillNode;
  let standby: DrillNode;
  const runs: Array<{ check: LoadCheck; ledger: LoadLedger; recoverMs: number; promoteMs: number }> = [];

  beforeAll(async () => {
    drill = await DrillPostgres.create(bin!);
    primary = await drill.initdb('a');
    await primary.start();
    standby = await drill.basebackupStandby('b', primary);
    await standby.start();
    // Every commit of the primary waits for b (the manifests' `synchronous: { method: any, number: 1 }`).
    await primary.query("alter system set synchronous_standby_names = 'ANY 1 (b)'");
    await primary.query('select pg_reload_conf()');
    await primary.waitForStandby(standby, 'quorum');
    forwarder = await TcpForwarder.start({ host: '127.0.0.1', port: primary.port });
    t = await createTestApp({
      seed: true,
      databaseServer: forwarder.urlFor(primary.url),
      env: { RATE_LIMIT_PER_MINUTE: '10000000', PAYMENT_CONFIRMATION_RATE_LIMIT: '1000000' },
    });
    await t.app.listen(0, '127.0.0.1');
    setup = await prepareLoad(t, `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`, load.buyers * 2);
  }, 300_000);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await forwarder?.stop();
    await drill?.destroy();
  });

  /** One failover under load: returns what the new primary holds of what was acknowledged. */
  async function failover(run: number): Promise<void> {
    const running = startLoad(setup, load.kinds);
    await pause(load.beforeFaultMs);
    const writesBefore = running.ledger.writes.length;
    expect(writesBefore).toBeGreaterThan(0);

    const killedAt = await primary.kill();
    // The Service follows the standby at once (the operator relabels it); it answers read-only until promoted.
    forwarder.retarget(standby.port);
    await standby.promote();
    // The new primary has no standby until the old one comes back: it must not wait for one (in production the
    // third instance is the synchronous standby; docs/operations/failover.md).
    await standby.query('alter system reset synchronous_standby_names');
    await standby.query('select pg_reload_conf()');
    const promotedAt = Date.now();
    // The first consumption event first sent after the kill that was acknowledged: a new id, so a real write on the
    // new primary (a call in flight at the kill, or a replay the server answers by reading, proves nothing).
    const recovered = () => [...running.ledger.times.values()].filter((time) => time.sent > killedAt).map((time) => time.acknowledged);
    for (let i = 0; recovered().length === 0; i++) {
      if (i > 1200) throw new Error('no event sent after the kill acknowledged within 60 s');
      await pause(50);
    }
    const firstWrite = Math.min(...recovered());
    await pause(load.afterRecoveryMs);
    const ledger = await running.stop();
    // This run's acknowledgements and every earlier run's, on the new primary.
    const check = await verifyLoad(t.databaseUrl, setup, mergeLedgers([...runs.map((r) => r.ledger), ledger]), 90_000);
    runs.push({ check, ledger, recoverMs: firstWrite - killedAt, promoteMs: promotedAt - killedAt });
    if (check.events.lost.length > 0) {
      const times = check.events.lost.slice(0, 5).map((id) => ({ id, ...ledger.times.get(id) }));
      process.stdout.write(
        `failover ${run}: lost ${check.events.lost.length}; kill at ${killedAt}, promoted at ${promotedAt}: ${JSON.stringify(times)}\n`,
      );
    }

    expect(ledger.unexpected).toEqual([]);
    expect(ledger.bad503).toEqual([]);
    expect([...ledger.statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(ledger.abandoned).toBe(0);
    expect(check.events.lost).toEqual([]);
    expect(check.events.extra).toBe(0);
    expect(check.balance.used).toBe(check.balance.counted);
    expect(check.reservations.lost).toEqual([]);
    expect(check.approvals.lost).toEqual([]);
    expect(check.approvals.doubled).toEqual([]);
    expect(check.licences.missing).toEqual([]);
    expect(check.licences.doubled).toEqual([]);
    expect(ledger.writes.filter((at) => at > firstWrite).length).toBeGreaterThan(0);
    process.stdout.write(
      `failover ${run}: ${primary.name} killed, ${standby.name} promoted after ${promotedAt - killedAt} ms, first write acknowledged ` +
        `${firstWrite - killedAt} ms after the kill; answers ${JSON.stringify(Object.fromEntries(ledger.statuses))}\n`,
    );
  }

  it('loses nothing acknowledged and doubles nothing through two failovers, the old primary rejoining with pg_rewind', async () => {
    await failover(1);

    // The killed primary comes back as a standby of the new one, and becomes its synchronous standby.
    const rewindStarted = Date.now();
    // The promotion's timeline reaches pg_control at the next checkpoint: without it pg_rewind finds both on one
    // timeline, rewinds nothing, and the old primary would "stream" with WAL the new one never had.
    await standby.query('checkpoint');
    await primary.rewindFrom(standby);
    await primary.start();
    await standby.query(`alter system set synchronous_standby_names = 'ANY 1 (${primary.name})'`);
    await standby.query('select pg_reload_conf()');
    await standby.waitForStandby(primary, 'quorum');
    const rejoinMs = Date.now() - rewindStarted;
    [primary, standby] = [standby, primary];

    await failover(2);
    // Every command of the runbook's local steps is one this drill ran.
    expect(notRunByDrill(runbookCommands('docs/operations/failover.md'), drill.commands)).toEqual([]);

    const total = (pick: (ledger: LoadLedger) => number) => runs.reduce((sum, r) => sum + pick(r.ledger), 0);
    const figures = {
      runs: runs.map((r) => ({
        acknowledgedEvents: r.ledger.events.size,
        acknowledgedReservations: r.ledger.reservations.size,
        acknowledgedApprovals: r.ledger.approvals.size,
        // This run's approvals with their licence (the check holds every run's).
        licences: [...r.ledger.approvals].filter((id) => !r.check.licences.missing.includes(id)).length,
        lost:
          r.check.events.lost.length + r.check.reservations.lost.length + r.check.approvals.lost.length + r.check.licences.missing.length,
        doubled:
          r.check.events.extra +
          r.check.approvals.doubled.length +
          r.check.licences.doubled.length +
          (r.check.balance.used - r.check.balance.counted),
        secondsToPromote: r.promoteMs / 1000,
        secondsToRecover: r.recoverMs / 1000,
        answers503: r.ledger.statuses.get(503) ?? 0,
      })),
      rejoinSeconds: rejoinMs / 1000,
    };
    reportDrill(
      'failover',
      figures,
      `failover drill (${process.env.DRILL_LOAD ?? 'short'} load): ${total((l) => l.events.size)} events, ` +
        `${total((l) => l.reservations.size)} reservations, ${total((l) => l.approvals.size)} approvals ` +
        `(${runs[runs.length - 1].check.licences.issued} licences) acknowledged over 2 failovers, all on the last primary; ` +
        `lost ${figures.runs[figures.runs.length - 1].lost}, doubled ${figures.runs[figures.runs.length - 1].doubled}; seconds to recover ` +
        `${figures.runs.map((r) => r.secondsToRecover.toFixed(2)).join(' and ')}; old primary rejoined with pg_rewind in ${figures.rejoinSeconds.toFixed(1)} s`,
    );
  });
});
