import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ConnectionType } from '@mikro-orm/core';
import pg from 'pg';
import { readScope } from './read-scope';

/** A replay position younger than this is reused; an older one, or one short of what a read must see, is asked again. */
const REPLAY_REUSE_MS = 1000;
/** After a replica did not answer, reads stay on the primary this long before it is asked again. */
const REPLICA_DOWN_MS = 5000;

const REPLAY_POSITION = `select case when pg_is_in_recovery() then (pg_last_wal_replay_lsn() - '0/0'::pg_lsn)::text end as "lsn"`;
const PRIMARY_POSITION = `select (pg_current_wal_lsn() - '0/0'::pg_lsn)::text as "lsn"`;

/**
 * Read replicas (DATABASE_REPLICA_URLS, decision 0022). MikroORM holds their pools and sends a query
 * to one of them only when the query asks for `connectionType: 'read'`; `connectionType()` says
 * when it may: inside a read request (readScope), once every replica has replayed the WAL up to what
 * the read must see (the user's last write, or the change a cache is refilled after), and while the
 * replicas answer. Everything else reads the primary.
 */
@Injectable()
export class ReadReplicas implements OnApplicationShutdown {
  private readonly logger = new Logger('ReadReplicas');
  /** One connection per replica, only to ask how far it has replayed. */
  private readonly probes: pg.Pool[];
  private replayed?: { lsn: number; at: number };
  private asking?: Promise<number>;
  private downUntil = 0;

  constructor(private readonly orm: MikroORM) {
    const replicas = orm.config.get('replicas') ?? [];
    this.probes = replicas.map(
      (replica) =>
        new pg.Pool({
          connectionString: replica.clientUrl,
          max: 1,
          idleTimeoutMillis: 10_000,
          connectionTimeoutMillis: 2000,
          application_name: 'lic-replica-probe',
        }),
    );
    for (const probe of this.probes) probe.on('error', () => undefined);
  }

  get enabled(): boolean {
    return this.probes.length > 0;
  }

  /**
   * 'read' when this query may go to a replica, else 'write' (the primary). `mustSee`: a WAL position
   * (bytes) the answer must include, beside the requesting user's last write.
   */
  async connectionType(options: { mustSee?: number } = {}): Promise<ConnectionType> {
    const scope = readScope.current();
    if (!this.enabled || !scope?.replicaAllowed) return 'write';
    const mustSee = Math.max(scope.mustSee ?? 0, options.mustSee ?? 0);
    const replayed = await this.replayedPosition(mustSee);
    return replayed !== undefined && replayed >= mustSee ? 'read' : 'write';
  }

  /** The primary's WAL position now: a write committed before this call is at or before it. */
  async primaryPosition(): Promise<number> {
    const [row] = await this.orm.em.getConnection('write').execute<{ lsn: string }[]>(PRIMARY_POSITION, [], 'all');
    return Number(row.lsn);
  }

  /** How far every replica has replayed (the least of them); undefined while one does not answer. */
  private async replayedPosition(mustSee: number): Promise<number | undefined> {
    const now = Date.now();
    if (now < this.downUntil) return undefined;
    const known = this.replayed;
    if (known && now - known.at < REPLAY_REUSE_MS && known.lsn >= mustSee) return known.lsn;
    this.asking ??= this.askReplicas().finally(() => (this.asking = undefined));
    try {
      return await this.asking;
    } catch (error) {
      this.downUntil = Date.now() + REPLICA_DOWN_MS;
      this.logger.warn(`read replica unavailable, reading from the primary: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  private async askReplicas(): Promise<number> {
    const at = Date.now();
    const positions = await Promise.all(
      this.probes.map(async (probe) => {
        const { rows } = await probe.query<{ lsn: string | null }>(REPLAY_POSITION);
        // A server that is not in recovery (no standby) has all of its own writes.
        return rows[0]?.lsn === null || rows[0]?.lsn === undefined ? Number.POSITIVE_INFINITY : Number(rows[0].lsn);
      }),
    );
    const lsn = Math.min(...positions);
    if (!this.replayed || this.replayed.at <= at) this.replayed = { lsn, at };
    return lsn;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.probes.map((probe) => probe.end().catch(() => undefined)));
  }
}
