import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { applyRepeatableSql, checksumOf, type RepeatableSql } from '@lic/server-kernel';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { repeatableSql } from './contexts';

/** The functions a source defines, with the body it gives each (between its dollar quotes). */
function functionsOf(source: RepeatableSql): { name: string; body: string }[] {
  const found: { name: string; body: string }[] = [];
  const pattern = /CREATE OR REPLACE FUNCTION ([a-z_]+)\.([a-z_]+)\([\s\S]*?AS \$function\$([\s\S]*?)\$function\$/g;
  for (const match of source.sql.matchAll(pattern)) found.push({ name: `${match[1]}.${match[2]}`, body: match[3] as string });
  return found;
}

/**
 * Decision 0072: every PL/pgSQL function has one source file, applied after the migrations whenever its text
 * changes, under an advisory lock, and recorded in kernel.repeatable_sql.
 */
describe('repeatable SQL: each function from its one file', () => {
  let t: TestApp;
  const query = <T>(sql: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(sql, params);

  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('leaves every function of the database as its file writes it (a migration that redefined one would fail here)', async () => {
    const defined = repeatableSql.flatMap(functionsOf);
    expect(defined.map((f) => f.name)).toEqual(
      expect.arrayContaining(['licensing.consume_events', 'licensing.consume_event', 'licensing.balance_crossing', 'licensing.held_units']),
    );
    for (const { name, body } of defined) {
      const [row] = await query<{ body: string }>(
        `select p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname || '.' || p.proname = ?`,
        [name],
      );
      expect({ name, same: row?.body === body }).toEqual({ name, same: true });
    }
    // Every function of the licensing schema has its file (consume_event_group is built from consume_events').
    const inDatabase = await query<{ name: string }>(
      `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'licensing' order by 1`,
    );
    expect(inDatabase.map((row) => row.name).filter((name) => name !== 'licensing.consume_event_group')).toEqual(
      defined.map((f) => f.name).sort(),
    );
    const [group] = await query<{ same: boolean }>(
      `select (select prosrc from pg_proc where oid = 'licensing.consume_event_group'::regproc)
            = (select prosrc from pg_proc where oid = 'licensing.consume_events'::regproc) as same`,
    );
    expect(group?.same).toBe(true);
  });

  it('records each source with its checksum, and applies nothing again while no file changed', async () => {
    const recorded = await query<{ name: string; checksum: string }>('select name, checksum from kernel.repeatable_sql order by name');
    expect(recorded).toEqual(
      [...repeatableSql]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((source) => ({ name: source.name, checksum: checksumOf(source) })),
    );
    expect(await applyRepeatableSql(t.orm, repeatableSql)).toEqual([]);
  });

  it('applies a changed source (and only it) again; replicas starting together apply it once', async () => {
    const probe: RepeatableSql = {
      name: 'test/probe',
      sql: `CREATE OR REPLACE FUNCTION public.repeatable_probe() RETURNS integer LANGUAGE sql IMMUTABLE AS $function$ select 1 $function$;`,
    };
    expect(await applyRepeatableSql(t.orm, [...repeatableSql, probe])).toEqual(['test/probe']);
    const changed = { ...probe, sql: probe.sql.replace('select 1', 'select 2') };
    const together = await Promise.all([1, 2, 3].map(() => applyRepeatableSql(t.orm, [...repeatableSql, changed])));
    expect(together.flat()).toEqual(['test/probe']);
    const [answer] = await query<{ value: number }>('select public.repeatable_probe() as value');
    expect(answer?.value).toBe(2);
  });

  it('refuses a list that names one source twice', async () => {
    await expect(applyRepeatableSql(t.orm, [repeatableSql[0]!, repeatableSql[0]!])).rejects.toThrow(/twice/);
  });
});
