import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { JobEngine } from '../jobs/job-engine';
import { Metrics } from './metrics';

/** Puts the ORM's pool and the job engine's pool in licencias_db_pool_connections (contexts add their own pools). */
@Injectable()
export class DatabasePoolMetrics implements OnApplicationBootstrap {
  constructor(
    private readonly metrics: Metrics,
    private readonly orm: MikroORM,
    private readonly engine: JobEngine,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const ormPool = (await this.orm.em.getConnection().getNativeClient()) as pg.Pool;
    this.metrics.watchPool('orm', () => ormPool);
    this.metrics.watchPool('jobs', () => {
      if (!this.engine.running) return null;
      const counts = this.engine.boss.getDb().poolCounts?.();
      return counts ? { totalCount: counts.total, idleCount: counts.idle, waitingCount: counts.waiting } : null;
    });
  }
}
