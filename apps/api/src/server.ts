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
  app.enableShutdownHooks();
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

bootstrap().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
