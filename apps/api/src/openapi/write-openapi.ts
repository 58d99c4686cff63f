import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module';
import { configureApp } from '../configure-app';

/** Writes docs/openapi.json from the controllers; MikroORM 7 connects lazily, so no database is needed. */
async function writeOpenApi(): Promise<void> {
  process.env.OUTBOX_POLL_MS = '0';
  process.env.LOG_LEVEL = 'silent';
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ databaseUrl: 'postgres://openapi@127.0.0.1:1/openapi' }),
    { logger: false },
  );
  const document = configureApp(app);
  writeFileSync('docs/openapi.json', JSON.stringify(document, null, 2) + '\n');
  await app.close();
}

writeOpenApi().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
