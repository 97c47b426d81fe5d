import { describe, expect, it } from 'vitest';
import { EmbeddedDatabaseStopped } from './embedded-panic.js';
import { isConnectionLost, isDataException, isDiskFull } from './errors.js';

/** An error as node-postgres raises it for a server's ErrorResponse. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
/** As drizzle wraps a driver error. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isConnectionLost', () => {
  it.each([
    ['an administrator terminated the backend', pgError('57P01', 'terminating connection due to administrator command')],
    ['the server crashed', pgError('57P02', 'terminating connection due to crash of another server process')],
    ['the server is starting up', pgError('57P03', 'the database system is starting up')],
    ['a connection exception', pgError('08006', 'connection failure')],
    ['the socket ended', new Error('Connection terminated unexpectedly')],
    ['a lent client already broke', new Error('Client has encountered a connection error and is not queryable')],
    ['the pool could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['the server refused the connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['the peer reset the socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  ])('is true when %s, also under a wrapper', (_what, error) => {
    expect(isConnectionLost(error)).toBe(true);
    expect(isConnectionLost(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a value out of range', pgError('22003', 'value out of range')],
    ['a program error', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s, also under a wrapper', (_what, error) => {
    expect(isConnectionLost(error)).toBe(false);
    expect(isConnectionLost(wrapped(error))).toBe(false);
  });

  it('is false for what is not an error', () => {
    expect(isConnectionLost('Connection terminated unexpectedly')).toBe(false);
    expect(isConnectionLost({ code: 'ECONNRESET' })).toBe(false);
  });

  it('keeps a data exception a data exception', () => {
    expect(isDataException(wrapped(pgError('22003', 'value out of range')))).toBe(true);
    expect(isDataException(wrapped(pgError('57P01', 'terminating connection')))).toBe(false);
  });
});

/** A database error as both drivers make it, wrapped as drizzle wraps it. */
function fromDatabase(fields: { code: string; severity?: string }, message = 'could not extend file "base/5/16384": No space left on device'): Error {
  const cause = Object.assign(new Error(message), fields);
  return new Error('Failed query: insert into bookings ...', { cause });
}

describe('isDiskFull', () => {
  it('knows SQLSTATE 53100 from the database, through the wrapper', () => {
    expect(isDiskFull(fromDatabase({ code: '53100', severity: 'ERROR' }))).toBe(true);
    expect(isDiskFull(fromDatabase({ code: '23505' }))).toBe(false);
  });

  it('knows a statement refused because the embedded database stopped at a PANIC on a full disk', () => {
    const panic = Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), {
      code: '53100',
      severity: 'PANIC',
    });
    expect(isDiskFull(new Error('Failed query: select 1', { cause: new EmbeddedDatabaseStopped(panic) }))).toBe(true);
  });

  it("knows Node's ENOSPC and Emscripten's (errno 51 in PGlite's file system, not Linux's 28)", () => {
    expect(isDiskFull(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 }))).toBe(true);
    expect(isDiskFull({ name: 'ErrnoError', errno: 51 })).toBe(true);
    expect(isDiskFull(new Error('PGlite failed', { cause: { name: 'ErrnoError', errno: 51 } }))).toBe(true);
    // 28 is EINVAL in Emscripten's numbering.
    expect(isDiskFull({ name: 'ErrnoError', errno: 28 })).toBe(false);
  });

  it('is false for anything else', () => {
    for (const error of [new Error('boom'), 'ENOSPC', null, undefined, { code: 'EACCES' }]) expect(isDiskFull(error)).toBe(false);
  });
});
