import { describe, expect, it } from 'vitest';
import { EmbeddedDatabaseStopped } from './embedded-panic.js';
import { isDiskFull } from './errors.js';

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
