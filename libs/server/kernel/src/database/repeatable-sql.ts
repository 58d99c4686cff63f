import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * A SQL source applied again whenever its text changes — a PL/pgSQL function's one definition, as Flyway's
 * repeatable migrations (decision 0072). Migrations keep the schema's history; these keep what runs.
 */
export interface RepeatableSql {
  /** Unique across contexts, e.g. `licensing/consume-events`. */
  name: string;
  readonly sql: string;
}

/**
 * The repeatable sources of a context's folder, in the order given (a SQL function must follow those it calls).
 * Each file is read when it is first needed: a process that does not migrate never reads them.
 */
export function repeatableSqlFiles(context: string, folder: URL, files: readonly string[]): RepeatableSql[] {
  return files.map((file) => {
    let text: string | undefined;
    return {
      name: `${context}/${file.replace(/\.sql$/, '')}`,
      get sql() {
        text ??= readFileSync(new URL(file, folder), 'utf8');
        return text;
      },
    };
  });
}

export function checksumOf(source: RepeatableSql): string {
  return createHash('sha256').update(source.sql).digest('hex');
}

/** Key of the advisory lock replicas take while they apply (so two never race on one function). */
const LOCK_KEY = 72_0072;

/**
 * Applies, in one transaction under an advisory lock, every source whose checksum differs from the one recorded in
 * `kernel.repeatable_sql`; answers the names applied. Run after the migrations, before the seeders.
 */
export async function applyRepeatableSql(orm: MikroORM, sources: readonly RepeatableSql[]): Promise<string[]> {
  const names = new Set<string>();
  for (const source of sources) {
    if (names.has(source.name)) throw new Error(`Repeatable SQL ${source.name} is listed twice`);
    names.add(source.name);
  }
  const applied: string[] = [];
  await orm.em.fork().transactional(async (em) => {
    const connection = em.getConnection();
    const context = em.getTransactionContext();
    await connection.execute('select pg_advisory_xact_lock(?)', [LOCK_KEY], 'all', context);
    await connection.execute('create schema if not exists "kernel"', [], 'run', context);
    await connection.execute(
      `create table if not exists "kernel"."repeatable_sql" (
         "name" varchar(200) not null primary key,
         "checksum" char(64) not null,
         "applied_on" timestamptz not null default now()
       )`,
      [],
      'run',
      context,
    );
    const recorded = await connection.execute<{ name: string; checksum: string }[]>(
      'select "name", "checksum" from "kernel"."repeatable_sql"',
      [],
      'all',
      context,
    );
    const known = new Map(recorded.map((row) => [row.name, row.checksum]));
    for (const source of sources) {
      const checksum = checksumOf(source);
      if (known.get(source.name) === checksum) continue;
      await connection.execute(source.sql, [], 'run', context);
      await connection.execute(
        `insert into "kernel"."repeatable_sql" ("name", "checksum") values (?, ?)
         on conflict ("name") do update set "checksum" = excluded."checksum", "applied_on" = now()`,
        [source.name, checksum],
        'run',
        context,
      );
      applied.push(source.name);
    }
  });
  return applied;
}
