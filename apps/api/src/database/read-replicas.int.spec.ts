import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { privilegesForRoles } from '@lic/shared-api-types';
import { createTestApp, postgresBinaries, queryOnce, startStreamingReplicaPair, type StreamingReplicaPair, type TestApp } from '../testing';

/*
 * Read replicas (decision 0022) against a real streaming replica: the harness starts a primary of its
 * own and a hot standby streaming from it (pg_basebackup -R), with pg_stat_statements on both, and the
 * API reads from the standby through DATABASE_REPLICA_URLS. Which server ran a statement is counted by
 * each server itself; pausing the standby's replay makes it visibly behind, so an answer shows where it
 * was read.
 */

const bin = postgresBinaries();
if (!bin && process.env.CI === 'true') throw new Error('PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) are required under CI');
if (!bin)
  process.stderr.write('read-replicas.int.spec: skipped, PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) not found (PG_BIN)\n');
const describeWithPostgres = bin ? describe : describe.skip;

type Calls = Map<string, number>;

const SERVICES = '/license/api/service';

describeWithPostgres('read replicas through HTTP, on a real streaming replica', () => {
  let pair: StreamingReplicaPair;
  let t: TestApp;
  let database: string;
  const figures: string[] = [];

  const staff = async (userName: string) =>
    `Bearer ${await t.token({ userId: randomUUID(), userName, roles: ['SUPERADMIN'], privileges: privilegesForRoles(['SUPERADMIN']), apps: ['LICENSE'] })}`;

  /** Statement text -> calls on one server, for the test's database only. */
  const statements = async (serverUrl: string): Promise<Calls> => {
    const rows = await queryOnce<{ query: string; calls: string }>(
      serverUrl,
      `select s."query", sum(s."calls")::text as "calls" from pg_stat_statements s join pg_database d on d."oid" = s."dbid"
        where d."datname" = $1 group by 1`,
      [database],
    );
    return new Map(rows.map((row) => [row.query, Number(row.calls)]));
  };
  const since = (before: Calls, after: Calls): Calls =>
    new Map([...after].map(([query, calls]) => [query, calls - (before.get(query) ?? 0)] as const).filter(([, calls]) => calls > 0));
  const total = (calls: Calls, match: RegExp) => [...calls].filter(([query]) => match.test(query)).reduce((sum, [, n]) => sum + n, 0);
  const READ = /^\s*select\b/i;
  const WRITE = /^\s*(insert|update|delete)\b/i;
  const PROBE = /pg_last_wal_replay_lsn|pg_current_wal_lsn/;

  const replayedAll = async () => {
    const [{ lsn }] = await queryOnce<{ lsn: string }>(pair.primaryUrl, 'select pg_current_wal_lsn()::text as "lsn"');
    for (let i = 0; i < 150; i++) {
      const [{ behind }] = await queryOnce<{ behind: boolean }>(
        pair.replicaUrl,
        `select pg_last_wal_replay_lsn() < $1::pg_lsn as "behind"`,
        [lsn],
      );
      if (!behind) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the replica did not catch up');
  };

  const serviceNames = async (auth: string): Promise<string[]> => {
    const response = await t.http().get(`${SERVICES}/GetAllServices`).set('Authorization', auth).expect(200);
    return (response.body.result.records as { serviceName: string }[]).map((record) => record.serviceName);
  };
  const registerService = (auth: string, serviceName: string) =>
    t
      .http()
      .post(`${SERVICES}/RegisterService`)
      .set('Authorization', auth)
      .send({ Id: 0, serviceTypeId: 1, serviceName, description: 'Servicio de la prueba de réplicas', Status: true })
      .expect(200);

  beforeAll(async () => {
    pair = await startStreamingReplicaPair(bin as string);
    await queryOnce(pair.primaryUrl, 'create extension if not exists pg_stat_statements');
    t = await createTestApp({ databaseServer: pair.primaryUrl, replicaServers: [pair.replicaUrl] });
    database = new URL(t.databaseUrl).pathname.slice(1);
    await replayedAll();
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await pair?.stop();
    if (figures.length) process.stdout.write(`\nread replicas, statements counted by each server:\n${figures.join('\n')}\n`);
  });

  it('sends the reads of the storefront catalogue, the reports and the back-office lists to the replica, and the writes to the primary', async () => {
    const writer = await staff('escritor.replicas');
    const reader = await staff('lector.replicas');
    const [primaryBefore, replicaBefore] = [await statements(pair.primaryUrl), await statements(pair.replicaUrl)];

    await registerService(writer, 'REPLICAS UNO');
    await t.http().get('/license/api/package/GetPackagesByServiceName/license').expect(200);
    await t.http().get('/license/api/reports/consumption?reportType=GeneralConsumptionReport').set('Authorization', reader).expect(200);
    await t.http().get('/license/api/reports/features').set('Authorization', reader);
    await serviceNames(reader);
    await t.http().get('/license/api/Package/GetPackages').set('Authorization', reader).expect(200);

    const onPrimary = since(primaryBefore, await statements(pair.primaryUrl));
    const onReplica = since(replicaBefore, await statements(pair.replicaUrl));
    const queriesOf = (calls: Calls, table: RegExp) => total(calls, new RegExp(`^\\s*select\\b[\\s\\S]*${table.source}`, 'i'));

    // The reads of each kind ran on the replica, and not on the primary.
    for (const table of [
      /"ordering"\."catalogue_package"/,
      /"licensing"\."consumption_event"/,
      /"catalogue"\."service"/,
      /"catalogue"\."package"/,
    ]) {
      expect({ table: table.source, replica: queriesOf(onReplica, table) > 0 }).toEqual({ table: table.source, replica: true });
    }
    expect(queriesOf(onPrimary, /"licensing"\."consumption_event"/)).toBe(0);
    expect(queriesOf(onPrimary, /from "ordering"\."catalogue_package" where "idstate" = \$1/)).toBe(0);
    // The write ran on the primary; a standby cannot write at all.
    expect(total(onPrimary, /^\s*insert into "catalogue"\."service"/i)).toBe(1);
    expect(total(onReplica, WRITE)).toBe(0);

    const reads = (calls: Calls) =>
      [...calls].filter(([query]) => READ.test(query) && !PROBE.test(query)).reduce((sum, [, n]) => sum + n, 0);
    figures.push(
      `  routing: replica ${reads(onReplica)} reads, ${total(onReplica, WRITE)} writes; primary ${reads(onPrimary)} reads (the write's own, jobs, outbox), ${total(onPrimary, WRITE)} writes`,
    );
  });

  it('lets a user read their own write at once, while the replica has not replayed it', async () => {
    const writer = await staff('escritor.propio');
    const other = await staff('otro.lector');
    await queryOnce(pair.replicaUrl, 'select pg_wal_replay_pause()');
    try {
      await registerService(writer, 'REPLICAS PROPIO');
      const replicaBefore = await statements(pair.replicaUrl);
      // The writer reads the primary: the replica is behind their write.
      expect(await serviceNames(writer)).toContain('REPLICAS PROPIO');
      // Someone else reads the replica, which (paused) has not got the write yet.
      expect(await serviceNames(other)).not.toContain('REPLICAS PROPIO');
      const onReplica = since(replicaBefore, await statements(pair.replicaUrl));
      expect(total(onReplica, /^\s*select\b[\s\S]*"catalogue"\."service"/i)).toBe(1);
    } finally {
      await queryOnce(pair.replicaUrl, 'select pg_wal_replay_resume()');
    }
    await replayedAll();
    const replicaBefore = await statements(pair.replicaUrl);
    // Replayed: the writer's reads go to the replica again, and it has the write.
    expect(await serviceNames(writer)).toContain('REPLICAS PROPIO');
    expect(await serviceNames(other)).toContain('REPLICAS PROPIO');
    const onReplica = since(replicaBefore, await statements(pair.replicaUrl));
    expect(total(onReplica, /^\s*select\b[\s\S]*"catalogue"\."service"/i)).toBe(2);
    figures.push(
      '  read-your-writes: replay paused, the writer saw the write (primary), another user did not (replica); resumed, both read it on the replica',
    );
  });
});
