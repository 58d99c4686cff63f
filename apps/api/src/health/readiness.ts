import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { RedisConnection, UnavailableError, withinDeadline } from '@lic/server-kernel';
import { migrations } from '../database/contexts';

export type CheckStatus = 'up' | 'down' | 'not configured';

export interface ReadinessChecks {
  database: { status: CheckStatus };
  migrations: { status: CheckStatus; known: number; applied: number; pending: string[] };
  redis: { status: CheckStatus };
}

const CHECK_TIMEOUT_MS = 3_000;
/** The migrations table of MikroORM (kernel orm-options.ts: migrations.tableName). */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** 503 of GET /api/health/ready: what is missing, in Spanish, and each check's state. */
export class NotReadyError extends UnavailableError {
  constructor(reasons: string[], checks: ReadinessChecks) {
    super('HEALTH.NOT_READY', `El servicio aún no está listo: ${reasons.join(' ')}`, 5);
    Object.assign(this.details, { status: 'error', checks });
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return withinDeadline(CHECK_TIMEOUT_MS, () => work);
}

/**
 * Whether this replica can take traffic: PostgreSQL answers, every migration this build knows is in
 * the migrations table (a release whose migration Job has not run yet stays out of the Service), and
 * Redis answers when REDIS_URL is set. The checks read only; they never create the migrations table.
 */
@Injectable()
export class Readiness {
  constructor(
    private readonly orm: MikroORM,
    private readonly redis: RedisConnection,
  ) {}

  async check(): Promise<ReadinessChecks> {
    const connection = this.orm.em.getConnection();
    const database = await withTimeout(connection.execute('select 1')).then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const applied = database === 'up' ? await this.appliedMigrations() : null;
    const known = migrations.map((migration) => migration.name);
    const pending = applied ? known.filter((name) => !applied.has(name)) : known;
    const redis = this.redis.client
      ? await withTimeout(this.redis.client.ping()).then(
          () => 'up' as const,
          () => 'down' as const,
        )
      : ('not configured' as const);
    return {
      database: { status: database },
      migrations: { status: applied && pending.length === 0 ? 'up' : 'down', known: known.length, applied: applied?.size ?? 0, pending },
      redis: { status: redis },
    };
  }

  /** Names of the applied migrations; empty when the table does not exist yet; null when it cannot be read. */
  private async appliedMigrations(): Promise<Set<string> | null> {
    try {
      const [{ present }] = await withTimeout(
        this.orm.em.getConnection().execute<{ present: boolean }[]>(`select to_regclass('${MIGRATIONS_TABLE}') is not null as present`),
      );
      if (!present) return new Set();
      const rows = await withTimeout(this.orm.em.getConnection().execute<{ name: string }[]>(`select name from ${MIGRATIONS_TABLE}`));
      return new Set(rows.map((row) => row.name.replace(/\.[jt]s$/, '')));
    } catch {
      return null;
    }
  }

  /** Throws NotReadyError (503) unless every check is up (Redis may be not configured). */
  async assertReady(): Promise<ReadinessChecks> {
    const checks = await this.check();
    const reasons: string[] = [];
    if (checks.database.status !== 'up') reasons.push('la base de datos no responde.');
    else if (checks.migrations.status !== 'up')
      reasons.push(
        checks.migrations.applied === 0 && checks.migrations.pending.length === checks.migrations.known
          ? `la base de datos no tiene migraciones aplicadas (faltan ${checks.migrations.pending.length}).`
          : checks.migrations.pending.length === 1
            ? 'falta 1 migración por aplicar.'
            : `faltan ${checks.migrations.pending.length} migraciones por aplicar.`,
      );
    if (checks.redis.status === 'down') reasons.push('Redis no responde.');
    if (reasons.length) throw new NotReadyError(reasons, checks);
    return checks;
  }
}
