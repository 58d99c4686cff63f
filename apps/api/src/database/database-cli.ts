import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { buildOrmOptions, loadAppConfig } from '@lic/server-kernel';
import { entities, migrations } from './contexts';
import { resolveDatabase } from './resolve-database';
import { migrateAndSeed } from './migrate-and-seed';

/** `npm run db:migrate` and `npm run db:seed`: against DATABASE_URL, else the embedded database. */
async function run(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new Error('Uso: database-cli migrate|seed');
  const config = loadAppConfig();
  const database = await resolveDatabase(config);
  const orm = await MikroORM.init(buildOrmOptions({ clientUrl: database.url, entities, migrations }));
  try {
    const result = await migrateAndSeed(orm, { seed: command === 'seed' ? 'always' : 'never' });
    process.stdout.write(`Migraciones aplicadas: ${result.applied.length ? result.applied.join(', ') : 'ninguna pendiente'}\n`);
    if (result.seeded) process.stdout.write('Datos de demostración creados.\n');
  } finally {
    await orm.close(true);
    await database.stop();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
