import type { PGlite } from '@electric-sql/pglite';

/** What every statement fails with once the embedded database has stopped; the PANIC is its cause. */
export class EmbeddedDatabaseStopped extends Error {
  constructor(readonly panic: Error) {
    super(
      `The embedded database stopped after a PANIC (${panic.message}). ` +
        'Restart Chair, once the disk has room again if it was full: the database recovers as it starts.',
      { cause: panic },
    );
    this.name = 'EmbeddedDatabaseStopped';
  }
}

const isPanic = (error: unknown): error is Error =>
  error instanceof Error && (error as Error & { severity?: unknown }).severity === 'PANIC';

/**
 * PostgreSQL answers some failures with PANIC, among them a write-ahead log that cannot grow on a
 * full disk, and its server process restarts the database. PGlite has no such process: its next
 * statements fail at random ("cannot drop active portal") or never return, spinning the whole Node
 * process so that no request is answered again (docs/decisions/0001-pglite-and-postgresql.md).
 * After a PANIC every statement on `client` fails at once instead, with `EmbeddedDatabaseStopped`,
 * until a restart.
 *
 * Every statement PGlite runs, its own BEGIN and ROLLBACK included, goes through
 * `execProtocolRawSync`, and every error comes back through `execProtocol` or `execProtocolStream`.
 */
export function stopAfterPanic(client: PGlite): void {
  let panic: Error | undefined;
  const noteIfPanic = (error: unknown): never => {
    if (panic === undefined && isPanic(error)) panic = error;
    throw error;
  };

  const runSync = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message) => {
    if (panic !== undefined) throw new EmbeddedDatabaseStopped(panic);
    return runSync(message);
  };
  const run = client.execProtocol.bind(client);
  client.execProtocol = (message, options) => run(message, options).catch(noteIfPanic);
  const stream = client.execProtocolStream.bind(client);
  client.execProtocolStream = (message, options) => stream(message, options).catch(noteIfPanic);
}
