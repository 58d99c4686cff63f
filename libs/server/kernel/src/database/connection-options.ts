import type { EventEmitter } from 'node:events';
import type pg from 'pg';

/**
 * Options of every connection the API opens to PostgreSQL (the ORM's pool, the consumption pool, the job
 * engine, the LISTEN connections; decision 0043): a connection that cannot be had within 5 s fails (a
 * request waits no longer than that for a server that is gone: it answers 503), and TCP keepalives find
 * an idle connection whose server vanished without closing it.
 */
export const DATABASE_CONNECTION_OPTIONS = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const satisfies pg.PoolConfig;

/** read_only_sql_transaction: the server this connection reached is a standby (a demoted primary, a standby behind the service). */
const READ_ONLY = '25006';

/**
 * Keeps a pool (the ORM's) from holding on to connections that cannot serve after a failover (decision 0043):
 * - A connection that dies while it is checked out goes back to the pool at once, as failed, so the pool
 *   drops it and its place is free. The ORM's driver (kysely) releases a transaction's connection only once
 *   its COMMIT or ROLLBACK succeeded: a connection lost during BEGIN, COMMIT or ROLLBACK would otherwise stay
 *   checked out for good, and a few outages would leave the pool with no connection to give.
 * - A connection whose server answered that it is read-only is ended when it is handed back: a connection
 *   keeps the server it reached, so after a failover the pool would otherwise keep answering from the old
 *   primary (now a standby) until each connection idled out. (pg.Pool's own query() drops a connection after
 *   any error; the ORM's driver releases connections without saying whether they failed.)
 */
export function guardPooledConnections(pool: pg.Pool): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  const readOnly = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client: pg.PoolClient) => {
    // The protocol connection of the client reports every ErrorResponse with its SQLSTATE.
    const connection = (client as unknown as { connection?: EventEmitter }).connection;
    connection?.on('errorMessage', (message: { code?: unknown }) => {
      if (message.code === READ_ONLY) readOnly.add(client);
    });
    client.once('end', () => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      // The holder's own release, when it comes, finds nothing left to do.
      client.release = () => undefined;
      release(new Error('connection ended while checked out'));
    });
  });
  pool.on('acquire', (client: pg.PoolClient) => checkedOut.add(client));
  // Emitted before the pool decides to keep the client: one that is ending is removed instead of kept idle.
  pool.on('release', (_error: Error | undefined, client: pg.PoolClient) => {
    checkedOut.delete(client);
    if (readOnly.has(client)) void (client as unknown as pg.Client).end().catch(() => undefined);
  });
}
