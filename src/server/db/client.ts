import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { loggableError } from '../log.js';
import { makeWritableDir } from './data-dir.js';
import { acquireDirLock } from './dir-lock.js';
import { stopAfterPanic } from './embedded-panic.js';
import { createPgListener, SILENT_LOG, type DatabaseLog } from './pg-listener.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: the services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: service functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; resolves once listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /**
   * Called each time the LISTEN connection is back after it was lost: notifications sent meanwhile
   * were missed. Never called on the embedded database, whose notifications cannot be lost.
   */
  onListenRestored(handler: () => void): void;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export function pgliteExtensions() {
  return { btree_gist };
}

/** Wraps an open PGlite instance (a data directory, memory, or a clone of a template). */
export function fromPglite(client: PGlite, release: () => Promise<void> = async () => {}): Database {
  stopAfterPanic(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
    onListenRestored: () => undefined,
    async migrate() {
      await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
    },
    async close() {
      await client.close();
      await release();
    },
  };
}

/** Opens the embedded database in `dataDir`, holding a lock so no second process opens it. */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir);
  await makeWritableDir(dir);
  const release = await acquireDirLock(dir);
  try {
    const client = await PGlite.create(path.join(dir, 'pgdata'), { extensions: pgliteExtensions() });
    return fromPglite(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}

export interface PostgresOptions {
  /** Connections in the pool (the LISTEN connection is one more). */
  poolSize?: number;
  log?: DatabaseLog;
}

/**
 * Opens a pool on a PostgreSQL server; LISTEN runs on one connection of its own. A connection the
 * server drops (restart, failover, pg_terminate_backend) is never fatal: see
 * docs/decisions/0014-database-faults.md.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const log = options.log ?? SILENT_LOG;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    keepAlive: true,
    // A server that does not answer at all fails the request (503) instead of holding it.
    connectionTimeoutMillis: 10_000,
  });
  // A dropped connection emits 'error' whether it is idle in the pool or lent to a request (a
  // transaction holds one between its statements), once or twice per drop. Every client listens
  // for it from birth, so none is unhandled: the query that used it fails (answered 503), and the
  // pool discards it on release and opens a new one for the next request.
  const reported = new WeakSet<pg.Client>();
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (reported.has(client)) return;
      reported.add(client);
      log.warn({ err: loggableError(error) }, 'a database connection was lost');
    });
  });
  // The pool also reports the loss of an idle client, which the client's own listener logged.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listener = createPgListener({ url, log });

  return {
    db,
    kind: 'postgres',
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    onListenRestored(handler) {
      listener.onRestored(handler);
    },
    async migrate() {
      await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** The database the environment asks for: PostgreSQL when DATABASE_URL is set, else embedded. */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; log?: DatabaseLog }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, { ...(options.log ? { log: options.log } : {}) }) : openEmbedded(options.dataDir);
}

/** Rows of a raw `execute` result: both drivers answer `{ rows }`, which the shared type cannot say. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
