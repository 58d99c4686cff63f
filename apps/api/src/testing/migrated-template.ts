import { createHash, randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { applyRepeatableSql, buildOrmOptions, checksumOf, withDatabase } from '@lic/server-kernel';
import { entities, migrations, repeatableSql } from '../database/contexts';

/** Advisory lock key under which one test process builds the template while the others wait. */
const TEMPLATE_LOCK = 72_0073;
const TEMPLATE_PREFIX = 'lic_tpl_';

/**
 * What the template is made of: every migration's code and every repeatable source. A changed migration (its
 * class's text) or SQL file gives another name, so a stale template is never used.
 */
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(`${migration.name}\n${String(migration.class)}\n`);
  for (const source of repeatableSql) hash.update(`${source.name}\n${checksumOf(source)}\n`);
  return hash.digest('hex').slice(0, 16);
}

const built = new Map<string, Promise<string>>();

/**
 * The name of a database on `server` with every migration and repeatable SQL applied and nothing else, built once
 * per migration set and kept between runs: a test database copied from it (CREATE DATABASE … TEMPLATE) takes a
 * fraction of a second where migrating takes seconds. Concurrent test processes wait on an advisory lock while
 * one builds it under a temporary name, renamed only once complete.
 */
export function migratedTemplate(server: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${fingerprint()}`;
  const key = `${server}\n${name}`;
  let template = built.get(key);
  if (!template) {
    template = buildOnce(server, name);
    built.set(key, template);
    template.catch(() => built.delete(key));
  }
  return template;
}

async function buildOnce(server: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await admin.query(`create database "${building}"`);
      try {
        const orm = await MikroORM.init(buildOrmOptions({ clientUrl: withDatabase(server, building), entities, migrations }));
        try {
          await orm.migrator.up();
          await applyRepeatableSql(orm, repeatableSql);
        } finally {
          await orm.close(true);
        }
        await admin.query(`alter database "${building}" rename to "${name}"`);
      } catch (error) {
        await admin.query(`drop database if exists "${building}" with (force)`);
        throw error;
      }
      // Templates of other migration sets (older branches, older runs) go; one still being copied stays.
      const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1 and datname <> $2`, [
        `${TEMPLATE_PREFIX}%`,
        name,
      ]);
      for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}
