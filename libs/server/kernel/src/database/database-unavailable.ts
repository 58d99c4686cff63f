import { ErrorCode, GenericMessage } from '@lic/shared-api-types';
import { UnavailableError } from '../errors/domain.error';

/** Seconds a client is told to wait (Retry-After) while the database cannot take the request (decision 0043). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * The database could not take the request, and the same request will do once it can (503 with Retry-After,
 * never a 500): nothing was committed, or the client cannot know and sends it again with the same id
 * (decision 0043).
 */
export class DatabaseUnavailableError extends UnavailableError {
  constructor(
    readonly reason: DatabaseFault,
    options: { cause?: unknown } = {},
  ) {
    super(
      reason === 'contention' ? ErrorCode.DATABASE_BUSY : ErrorCode.DATABASE_UNAVAILABLE,
      reason === 'contention' ? GenericMessage.DATABASE_BUSY : GenericMessage.DATABASE_UNAVAILABLE,
      DATABASE_RETRY_AFTER_SECONDS,
    );
    if (options.cause !== undefined) Object.defineProperty(this, 'cause', { value: options.cause });
  }
}

/**
 * - `connection`: no connection, a connection lost, or a server that refuses connections for now.
 * - `read_only`: the server is (or became) a standby: a write answered 25006 after a failover.
 * - `contention`: serialization failure, deadlock or a lock not available.
 */
export type DatabaseFault = 'connection' | 'read_only' | 'contention';

/** Errors of Node's sockets when the server is down, restarting, unreachable or behind a name that does not resolve yet. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs (PostgreSQL Appendix A) that say the server cannot take work now, rather than that the work is wrong. */
const CONNECTION_STATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (a switchover, a restart)
  '57P02', // crash_shutdown: another backend crashed
  '57P03', // cannot_connect_now: starting up, in recovery, shutting down
  '57P05', // idle_session_timeout
  '53300', // too_many_connections: a failover's reconnection storm
  '53100', // disk_full
  '58030', // io_error
  '28P01', // invalid_password: a rotation half done (docs/operations/rotating-secrets.md)
  '28000', // invalid_authorization_specification (pg_hba during a switchover)
]);
const READ_ONLY_STATES = new Set(['25006']);
const CONTENTION_STATES = new Set(['40001', '40P01', '55P03']);

/**
 * What node-pg and pg-pool say, without a code, when a connection is gone or cannot be had. Matched on the
 * whole message start: these are pg's own English texts, never a server's (which carry a SQLSTATE).
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Query read timeout$/,
];

const MAX_DEPTH = 6;

/** The fault of a database error, looking through wrappers (MikroORM's DriverException, `cause`, AggregateError); null when it is none. */
export function databaseFaultOf(error: unknown, depth = 0): DatabaseFault | null {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return null;
  if (error instanceof DatabaseUnavailableError) return error.reason;
  const { code, message, cause, errors, name } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    name?: unknown;
  };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || code.startsWith('08') || CONNECTION_STATES.has(code)) return 'connection';
    if (READ_ONLY_STATES.has(code)) return 'read_only';
    if (CONTENTION_STATES.has(code)) return 'contention';
  }
  if (name === 'ConnectionException') return 'connection';
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return 'connection';
  const nested = Array.isArray(errors) ? [cause, ...errors] : [cause];
  for (const inner of nested) {
    const fault = databaseFaultOf(inner, depth + 1);
    if (fault) return fault;
  }
  return null;
}

/** The 503 to answer for a database error, or null when the error is not one the database's state explains. */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | null {
  if (error instanceof DatabaseUnavailableError) return error;
  const fault = databaseFaultOf(error);
  return fault ? new DatabaseUnavailableError(fault, { cause: error }) : null;
}
