import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import type { MigrationObject } from '@mikro-orm/core';
import { JOB_ENGINE_TABLES } from '../jobs/job-engine-tables';
import { DATABASE_CONNECTION_OPTIONS, guardPooledConnections } from './connection-options';

export interface OrmOptionsInput {
  clientUrl: string;
  /** Read replicas of clientUrl (DATABASE_REPLICA_URLS); only queries that ask for them use them. */
  replicaUrls?: readonly string[];
  entities: Options['entities'];
  migrations: MigrationObject[];
  debug?: boolean;
  poolMax?: number;
}

/** One ORM for the whole API; each context's entities live in the PostgreSQL schema of its name. */
export function buildOrmOptions(input: OrmOptionsInput): Options {
  return defineConfig({
    clientUrl: input.clientUrl,
    entities: input.entities,
    extensions: [Migrator, SeedManager],
    migrations: {
      migrationsList: input.migrations,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    // The job engine's tables belong to pg-boss (schema `jobs`), not to any entity.
    schemaGenerator: { skipTables: JOB_ENGINE_TABLES },
    pool: { min: 0, max: input.poolMax ?? 10 },
    // pg.Pool options of the primary's and the replicas' pools (decision 0043).
    driverOptions: { ...DATABASE_CONNECTION_OPTIONS, onPoolCreated: guardPooledConnections },
    replicas: (input.replicaUrls ?? []).map((clientUrl, index) => ({ name: `replica-${index + 1}`, clientUrl })),
    // Every query goes to the primary unless it asks for a replica (ReadReplicas.connectionType(), docs/decisions/0022).
    preferReadReplicas: false,
    debug: input.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
  });
}
