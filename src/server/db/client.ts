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
import { makeWritableDir } from './data-dir.js';
import { acquireDirLock } from './dir-lock.js';
import { stopAfterPanic } from './embedded-panic.js';
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

/** Opens a pool on a PostgreSQL server; LISTEN runs on one dedicated connection. */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server drops (restart, failover) is replaced by the pool on the
  // next query; without a handler its error event would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Map<string, ((payload: string) => void)[]>();
  let listener: pg.Client | undefined;
  let closed = false;

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      for (const handler of listeners.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => {
      // The connection dropped: reconnect and listen again, unless we are closing.
      listener = undefined;
      if (!closed) setTimeout(() => void reconnect(), 1000);
    });
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  }

  async function reconnect() {
    if (closed || listener) return;
    try {
      listener = await connectListener();
    } catch {
      setTimeout(() => void reconnect(), 1000);
    }
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      const known = listeners.get(channel);
      listeners.set(channel, [...(known ?? []), onPayload]);
      if (!listener) listener = await connectListener();
      else if (!known) await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    async migrate() {
      await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
    },
    async close() {
      closed = true;
      await listener?.end();
      await pool.end();
    },
  };
}

/** The database the environment asks for: PostgreSQL when DATABASE_URL is set, else embedded. */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir);
}

/** Rows of a raw `execute` result: both drivers answer `{ rows }`, which the shared type cannot say. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
