import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { DATABASE_CONNECTION_OPTIONS, Metrics } from '@lic/server-kernel';

/** Connections of the consumption hot path (CONSUMPTION_POOL_MAX, default 20), beside the ORM's pool. */
const DEFAULT_POOL_MAX = 20;

function poolMax(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CONSUMPTION_POOL_MAX;
  if (raw === undefined || raw === '') return DEFAULT_POOL_MAX;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 500) throw new Error('CONSUMPTION_POOL_MAX must be an integer between 1 and 500');
  return value;
}

/**
 * A pool of plain pg connections to the ORM's database for the consumption statements (design.md §9:
 * consumption scales with PostgreSQL, not with the API). Each call is one round trip in autocommit: no
 * entity manager, no unit of work, no transaction of the ORM on the hot path.
 */
@Injectable()
export class ConsumptionDatabase implements OnApplicationShutdown {
  readonly pool: pg.Pool;

  constructor(orm: MikroORM, metrics: Metrics) {
    this.pool = new pg.Pool({
      ...DATABASE_CONNECTION_OPTIONS,
      connectionString: orm.config.get('clientUrl'),
      max: poolMax(),
      idleTimeoutMillis: 30_000,
      application_name: 'licencias-consumption',
    });
    // An idle connection dropped by the server must not crash the process; the next query reconnects. A query
    // that fails (a failover's read-only answer included) drops its connection: pool.query releases it with the error.
    this.pool.on('error', () => undefined);
    metrics.watchPool('consumption', () => this.pool);
  }

  query<R extends pg.QueryResultRow>(text: string, values: unknown[], name?: string): Promise<pg.QueryResult<R>> {
    return this.pool.query<R>(name ? { name, text, values } : { text, values });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
