/** The database error fields both drivers expose (pg's DatabaseError and PGlite's error). */
interface PgErrorFields {
  code?: string;
  constraint?: string;
}

function pgErrorOf(error: unknown): PgErrorFields | undefined {
  // Drizzle wraps driver errors in DrizzleQueryError with the original as `cause`.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const fields = current as Error & PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = current.cause;
  }
  return undefined;
}

/** The name of the constraint a unique or exclusion violation broke, if that is what happened. */
export function violatedConstraint(error: unknown): string | undefined {
  const fields = pgErrorOf(error);
  // 23505 unique_violation, 23P01 exclusion_violation
  if (fields && (fields.code === '23505' || fields.code === '23P01')) return fields.constraint;
  return undefined;
}

/** The SQLSTATE of a database error, if the error came from the database. */
export function sqlState(error: unknown): string | undefined {
  return pgErrorOf(error)?.code;
}

/**
 * A value the database refused as data (SQLSTATE class 22: a number out of range, a byte it cannot
 * store, a malformed date): the request's fault, so it is a 400, not a server error. The shared
 * schemas refuse these first; this is the net under them for every route and socket command.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/** Node's codes for a connection that failed or broke under the driver. */
const BROKEN_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** What node-postgres says of a connection that broke, timed out or was never made. */
const BROKEN_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/**
 * Whether the database could not be reached or dropped the connection under the request (a
 * restart, a failover, pg_terminate_backend): nothing was committed unless the commit itself was
 * answered, so the request may be sent again (with its Idempotency-Key, for a booking).
 * SQLSTATE class 08 is a connection exception; 57P01-57P03 a server shutting down or starting.
 */
export function isConnectionLost(error: unknown): boolean {
  const state = sqlState(error);
  if (state !== undefined) return state.startsWith('08') || state === '57P01' || state === '57P02' || state === '57P03';
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if ((code !== undefined && BROKEN_SOCKET.has(code)) || BROKEN_CONNECTION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** Emscripten's errno for "No space left on device" (WASI's numbering; Linux's is 28). */
const EMSCRIPTEN_ENOSPC = 51;

/**
 * A write the disk had no room for: SQLSTATE 53100 disk_full from either database (PGlite raises it
 * as an ERROR for a table that cannot grow and as a PANIC for a write-ahead log that cannot, see
 * `EmbeddedDatabaseStopped`), Node's ENOSPC for a file, or the Emscripten ErrnoError of PGlite's
 * own file operations. Looked for through the causes drizzle and the stopped database wrap it in.
 */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const fields = current as { code?: unknown; name?: unknown; errno?: unknown; cause?: unknown };
    if (fields.code === '53100' || fields.code === 'ENOSPC') return true;
    if (fields.name === 'ErrnoError' && fields.errno === EMSCRIPTEN_ENOSPC) return true;
    current = fields.cause;
  }
  return false;
}
