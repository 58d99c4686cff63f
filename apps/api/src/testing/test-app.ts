import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import type { Provider } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import { AccessTokens, applyRepeatableSql, LOG_DESTINATION, withDatabase, type AuthenticatedUser } from '@lic/server-kernel';
import { privilegesForRoles } from '@lic/shared-api-types';
import { AppModule } from '../app.module';
import { configureApp } from '../configure-app';
import { createMigratedTestDatabase, createTestDatabase } from './test-database';
import { DatabaseSeeder } from '../database/database.seeder';
import { repeatableSql } from '../database/contexts';

export interface TestApp {
  app: NestExpressApplication;
  orm: MikroORM;
  databaseUrl: string;
  http: () => ReturnType<typeof request>;
  /** An access token for a staff user with the given roles (privileges derived as in production). */
  staffToken(roles: string[], userName?: string): Promise<string>;
  /** An access token for a customer user of the given company. */
  customerToken(customerType: string, customerValue: string, userName?: string): Promise<string>;
  token(user: Partial<AuthenticatedUser>): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Run the demo seeder after the migrations (users, demo company...). */
  seed?: boolean;
  /** Extra environment for this app (e.g. LOGIN_RATE_LIMIT, or LOG_LEVEL: 'info' with logDestination). */
  env?: Record<string, string>;
  /** Where the log lines go instead of stdout (logs are silent unless env LOG_LEVEL or TEST_LOG_LEVEL says otherwise). */
  logDestination?: DestinationStream;
  /** A second replica: run on the database of this app (already migrated; not dropped on close). */
  replicaOf?: TestApp;
  /** false: leave the new database without migrations (readiness tests). */
  migrate?: boolean;
  /** Extra providers beside the API's, e.g. a probe event handler or a scheduled job of a test. */
  providers?: Provider[];
  /** The PostgreSQL server the app's database is created on (default TEST_DATABASE_URL or the local one). */
  databaseServer?: string;
  /** Servers replicating databaseServer: the app reads from them (DATABASE_REPLICA_URLS) on its database. */
  replicaServers?: string[];
  /** An existing database (a restored one): the app runs on it as it is, and leaves it on close. */
  databaseUrl?: string;
}

/** Boots the whole API on a database of its own, migrated (and seeded on demand). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Retries of a failed delivery start after 1-2 s (production: 5-10 s), so tests of transient faults stay short.
  Object.assign(
    process.env,
    {
      NODE_ENV: 'test',
      OUTBOX_POLL_MS: '50',
      STATIC_DIR: 'dist/apps',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DELIVERY_RETRY_BASE_SECONDS: '1',
    },
    options.env ?? {},
  );
  const existing = options.replicaOf?.databaseUrl ?? options.databaseUrl;
  // A test that migrates gets a copy of the migrated template; one that does not, an empty database.
  const migrated = !existing && options.migrate !== false;
  const database = existing
    ? { url: existing, drop: async () => undefined }
    : migrated
      ? await createMigratedTestDatabase(options.databaseServer)
      : await createTestDatabase(options.databaseServer);
  const databaseName = new URL(database.url).pathname.slice(1);
  const replicaUrls = (options.replicaServers ?? []).map((server) => withDatabase(server, databaseName));
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot({ databaseUrl: database.url, replicaUrls })],
    providers: options.providers ?? [],
  })
    .overrideProvider(LOG_DESTINATION)
    .useValue(options.logDestination ?? null)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false, bodyParser: true });
  configureApp(app);
  const orm = app.get(MikroORM) as unknown as MikroORM;
  // The template is built by this code's migrations: a copy has nothing pending (a no-op kept as a guard).
  if (migrated) {
    await orm.migrator.up();
    await applyRepeatableSql(orm, repeatableSql);
  }
  if (options.seed) await orm.seeder.seed(DatabaseSeeder);
  await app.init();
  const accessTokens = app.get(AccessTokens);

  const token = async (user: Partial<AuthenticatedUser>) =>
    (
      await accessTokens.sign({
        userId: user.userId ?? '00000000-0000-4000-8000-000000000001',
        userName: user.userName ?? 'tester',
        givenName: user.givenName ?? 'Test',
        familyName: user.familyName ?? 'User',
        apps: user.apps ?? ['LICENSE'],
        roles: user.roles ?? [],
        privileges: user.privileges ?? [],
        customerId: user.customerId,
        customerType: user.customerType,
        customerValue: user.customerValue,
        sessionId: user.sessionId ?? randomUUID(),
      })
    ).token;

  return {
    app,
    orm,
    databaseUrl: database.url,
    http: () => request(app.getHttpServer()),
    token,
    staffToken: (roles, userName = 'staff.tester') => token({ userName, roles, privileges: privilegesForRoles(roles), apps: ['LICENSE'] }),
    customerToken: (customerType, customerValue, userName = 'cliente.tester') =>
      token({ userName, roles: [], privileges: [], apps: ['COLFACTURA'], customerType, customerValue }),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
