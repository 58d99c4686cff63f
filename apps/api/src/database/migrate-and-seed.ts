import type { MikroORM } from '@mikro-orm/postgresql';
import { applyRepeatableSql } from '@lic/server-kernel';
import { repeatableSql } from './contexts';
import { DatabaseSeeder } from './database.seeder';

/**
 * Applies pending migrations, then the repeatable SQL that changed; seeds the demo data only on a fresh database (when this run applied
 * the very first migration), so demo data is created once and kept across restarts.
 */
export async function migrateAndSeed(
  orm: MikroORM,
  options: { seed: 'fresh' | 'always' | 'never' },
): Promise<{ applied: string[]; seeded: boolean }> {
  const executedBefore = await orm.migrator.getExecuted();
  const applied = (await orm.migrator.up()).map((m) => m.name);
  // Each SQL function's one source, applied when it changed (decision 0072).
  await applyRepeatableSql(orm, repeatableSql);
  const fresh = executedBefore.length === 0 && applied.length > 0;
  const seed = options.seed === 'always' || (options.seed === 'fresh' && fresh);
  if (seed) await orm.seeder.seed(DatabaseSeeder);
  return { applied, seeded: seed };
}
