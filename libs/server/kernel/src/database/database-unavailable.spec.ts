import { describe, expect, it } from '@jest/globals';
import { ConnectionException, DeadlockException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { GenericMessage } from '@lic/shared-api-types';
import { ConflictError, UnavailableError } from '../errors/domain.error';
import { ErrorEnvelopeFilter } from '../http/error-envelope.filter';
import { asDatabaseUnavailable, databaseFaultOf, DatabaseUnavailableError } from './database-unavailable';

/** An error as node-pg gives it for a server's ErrorResponse: message and SQLSTATE. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });

describe('databaseFaultOf (decision 0043)', () => {
  it.each([
    ['connection refused', socketError('ECONNREFUSED')],
    ['connection reset', socketError('ECONNRESET')],
    ['name not resolved (a Service not there yet)', socketError('ENOTFOUND')],
    ['both addresses refused (happy eyeballs)', new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], 'connect')],
    ['connection lost by node-pg', new Error('Connection terminated unexpectedly')],
    ['connection timeout of the pool', new Error('timeout exceeded when trying to connect')],
    ['connect timeout of the client', new Error('Connection terminated due to connection timeout')],
    ['a client already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['admin shutdown (57P01)', serverError('57P01', 'terminating connection due to administrator command')],
    ['crash of another backend (57P02)', serverError('57P02', 'terminating connection because of crash of another server process')],
    ['starting up (57P03)', serverError('57P03', 'the database system is starting up')],
    ['too many connections (53300)', serverError('53300', 'sorry, too many clients already')],
    ['connection exception class (08006)', serverError('08006', 'connection failure')],
    ['MikroORM wrapping a lost connection', new DriverException(new Error('Connection terminated unexpectedly'))],
    ['MikroORM ConnectionException', new ConnectionException(new Error('whatever the driver said'))],
    ['wrapped as a cause', new Error('the ledger failed', { cause: new DriverException(serverError('57P01', 'terminating connection')) })],
  ])('%s: connection', (_name, error) => {
    expect(databaseFaultOf(error)).toBe('connection');
  });

  it('a write on a standby or a demoted primary (25006): read_only, through MikroORM too', () => {
    const readOnly = serverError('25006', 'cannot execute INSERT in a read-only transaction');
    expect(databaseFaultOf(readOnly)).toBe('read_only');
    expect(databaseFaultOf(new DriverException(readOnly))).toBe('read_only');
  });

  it('serialization failure, deadlock and lock not available: contention', () => {
    expect(databaseFaultOf(serverError('40001', 'could not serialize access due to concurrent update'))).toBe('contention');
    expect(databaseFaultOf(new DeadlockException(serverError('40P01', 'deadlock detected')))).toBe('contention');
    expect(databaseFaultOf(serverError('55P03', 'could not obtain lock on row'))).toBe('contention');
  });

  it.each([
    ['a unique violation', new UniqueConstraintViolationException(serverError('23505', 'duplicate key value'))],
    ['a bad input syntax', serverError('22P02', 'invalid input syntax for type uuid')],
    ['a missing table', serverError('42P01', 'relation "x" does not exist')],
    ['a defect', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that only mentions a connection', new Error('Failed to parse: Connection terminated unexpectedly')],
    ['a domain error', new ConflictError('LICENSING.X', 'Conflicto')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('%s: none', (_name, error) => {
    expect(databaseFaultOf(error)).toBeNull();
  });

  it('stops at a cause that refers to itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(databaseFaultOf(error)).toBeNull();
  });
});

describe('the envelope of a database fault', () => {
  const filter = new ErrorEnvelopeFilter();

  it('answers 503 DATABASE_UNAVAILABLE with the Spanish message and Retry-After for a lost connection', () => {
    expect(filter.toEnvelope(new DriverException(new Error('Connection terminated unexpectedly')))).toEqual({
      status: 503,
      body: { statusCode: 503, code: 'DATABASE_UNAVAILABLE', statusMessage: GenericMessage.DATABASE_UNAVAILABLE, errors: [] },
      retryAfterSeconds: 2,
    });
  });

  it('answers 503 DATABASE_BUSY for contention that reached it', () => {
    expect(filter.toEnvelope(serverError('40001', 'could not serialize access'))).toMatchObject({
      status: 503,
      body: { code: 'DATABASE_BUSY', statusMessage: GenericMessage.DATABASE_BUSY },
      retryAfterSeconds: 2,
    });
  });

  it('keeps 500 for a defect and the domain error of a route as it was', () => {
    expect(filter.toEnvelope(new TypeError('x')).status).toBe(500);
    expect(filter.toEnvelope(new UniqueConstraintViolationException(serverError('23505', 'duplicate key'))).status).toBe(500);
    const own = new UnavailableError('LICENSING.CONSUMPTION_BUSY', 'Ocupado', 1);
    expect(filter.toEnvelope(own)).toMatchObject({ status: 503, body: { code: 'LICENSING.CONSUMPTION_BUSY' }, retryAfterSeconds: 1 });
  });

  it('asDatabaseUnavailable keeps the cause and gives the same error back', () => {
    const cause = socketError('ECONNREFUSED');
    const unavailable = asDatabaseUnavailable(cause);
    expect(unavailable).toBeInstanceOf(DatabaseUnavailableError);
    expect(unavailable?.cause).toBe(cause);
    expect(asDatabaseUnavailable(unavailable)).toBe(unavailable);
  });
});
