import type { MikroORM } from '@mikro-orm/postgresql';
import type { SessionRevocationStore } from './session-revocation.store';

/**
 * kernel.revoked_session, on a connection of its own: a revocation is recorded before the caller's
 * transaction commits, so a failure there leaves the session revoked rather than alive.
 */
export class PostgresSessionRevocationStore implements SessionRevocationStore {
  constructor(private readonly orm: MikroORM) {}

  async add(sessionIds: readonly string[], ttlMs: number): Promise<void> {
    if (!sessionIds.length) return;
    const connection = this.orm.em.fork().getConnection();
    await connection.execute(
      `insert into kernel.revoked_session (session_id, expires_on)
       values ${sessionIds.map(() => '(?::uuid, now() + make_interval(secs => ?))').join(', ')}
       on conflict (session_id) do update set expires_on = greatest(kernel.revoked_session.expires_on, excluded.expires_on)`,
      sessionIds.flatMap((id) => [id, ttlMs / 1000]),
      'run',
    );
    await connection.execute('delete from kernel.revoked_session where expires_on < now()', [], 'run');
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ found: number }[]>('select 1 as found from kernel.revoked_session where session_id = ? and expires_on > now()', [
        sessionId,
      ]);
    return rows.length > 0;
  }
}
