import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss, type Db } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE_CONNECTION_OPTIONS } from '../database/connection-options';
import { databaseFaultOf } from '../database/database-unavailable';

/** PostgreSQL schema of the job engine's tables (pg-boss installs and versions it; decision 0008). */
export const JOBS_SCHEMA = 'jobs';

/** Connections of the engine's own pool (claims, completions, the relay's enqueue) beside the ORM's pool. */
const POOL_MAX = 4;

/**
 * The kernel's job engine: one pg-boss instance per replica on the application database, schema `jobs`.
 * It carries the durable deliveries of integration events (outbox/) and the scheduled jobs (jobs/);
 * pg-boss claims with FOR UPDATE SKIP LOCKED, so any number of replicas share the work.
 * Started before the application bootstraps, stopped before the ORM closes.
 */
@Injectable()
export class JobEngine implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobEngine');
  private instance?: PgBoss;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const boss = new PgBoss({
      ...DATABASE_CONNECTION_OPTIONS,
      connectionString: this.orm.config.get('clientUrl'),
      schema: JOBS_SCHEMA,
      max: POOL_MAX,
      application_name: 'licencias-jobs',
      // A job is created in the relay's transaction: NOTIFY wakes the workers at its commit.
      useListenNotify: true,
      supervise: true,
      superviseIntervalSeconds: this.config.jobsSuperviseSeconds,
      monitorIntervalSeconds: this.config.jobsSuperviseSeconds,
      schedule: this.config.jobsEnabled,
      instanceName: 'api',
    });
    // pg-boss reconnects by itself: the database unavailable (a restart, a failover) is a warning, not a stack each poll.
    boss.on('error', (error) =>
      databaseFaultOf(error)
        ? this.logger.warn(`job engine: database unavailable: ${error.message}`)
        : this.logger.error(error.stack ?? String(error)),
    );
    await boss.start();
    this.instance = boss;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.instance;
    this.instance = undefined;
    // Graceful: a delivery in progress finishes (and completes) before the pool closes.
    await boss?.stop({ graceful: true, timeout: 10_000, close: true });
  }

  get boss(): PgBoss {
    if (!this.instance) throw new Error('The job engine is not running');
    return this.instance;
  }

  get running(): boolean {
    return this.instance !== undefined;
  }

  /** A transaction on the engine's pool, so jobs are created atomically with the caller's own statements. */
  async transaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const db = this.boss.getDb();
    if (!db.beginTransaction) throw new Error('The job engine database cannot open transactions');
    const tx = await db.beginTransaction();
    try {
      const result = await work(tx.db);
      await tx.commit();
      return result;
    } catch (error) {
      await tx.rollback();
      throw error;
    }
  }
}
