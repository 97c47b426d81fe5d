import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsFolder, pgliteExtensions } from '../../../src/server/db/client.js';
import { withDatabase } from '../../global-setup.js';

/**
 * A database for the migration tests, through its own driver: raw text in, rows out, migrated by
 * whichever folder of migrations the test gives. Empty, not cloned from the migrated template.
 */
export interface RawDatabase {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements. */
  script(text: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openPglite(): Promise<RawDatabase> {
  const client = await PGlite.create({ extensions: pgliteExtensions() });
  return {
    rows: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    script: async (text) => {
      await client.exec(text);
    },
    migrate: (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

export interface RawDatabaseOptions {
  /**
   * PostgreSQL only: the database is owned, migrated and written by a role of its own that is
   * neither a superuser nor may create roles, as a managed server's user is (dropped on close).
   * Row security binds it: what it writes of a shop's it writes in the shop's scope (`inShop`).
   */
  plainOwner?: boolean;
}

async function openPostgres(serverUrl: string, options: RawDatabaseOptions): Promise<RawDatabase> {
  const suffix = `${inject('postgresRun')}_${randomBytes(6).toString('hex')}`;
  const name = `chair_test_${suffix}`;
  const owner = options.plainOwner ? `chair_owner_${suffix}` : null;
  const admin = new pg.Client({ connectionString: serverUrl });
  // A connection the server ends while it sits idle (the server shutting down a backend, or the
  // drop below) says so through an 'error' event, which with no listener ends the whole test
  // process. What the test asks of the database still fails on its own, in the test.
  const dropped: Error[] = [];
  admin.on('error', (error) => dropped.push(error));
  await admin.connect();
  let url = withDatabase(serverUrl, name);
  if (owner) {
    // A password of its own, for a server that asks for one (hex: nothing to quote).
    const password = randomBytes(16).toString('hex');
    await admin.query(`CREATE ROLE ${owner} LOGIN PASSWORD '${password}' NOSUPERUSER NOCREATEROLE NOBYPASSRLS`);
    await admin.query(`CREATE DATABASE ${name} OWNER ${owner}`);
    const asOwner = new URL(url);
    asOwner.username = owner;
    asOwner.password = password;
    url = asOwner.toString();
  } else {
    await admin.query(`CREATE DATABASE ${name}`);
  }
  // One connection, kept however long it idles: a scope set on it holds for the statements after it.
  const pool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
  pool.on('error', (error) => dropped.push(error));
  return {
    rows: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    script: async (text) => {
      await pool.query(text);
    },
    migrate: (folder) => migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder }),
    async close() {
      try {
        await pool.end();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        // Whatever failed above, the role goes (or the run's teardown drops it, tests/global-setup.ts).
        if (owner) await admin.query(`DROP ROLE IF EXISTS ${owner}`).catch(() => undefined);
        await admin.end();
      }
    },
  };
}

/** An empty database on the PostgreSQL server of DATABASE_URL (dropped on close), else an embedded one. */
export function openRawDatabase(options: RawDatabaseOptions = {}): Promise<RawDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (options.plainOwner && !serverUrl) throw new Error('a plain owner needs a PostgreSQL server');
  return serverUrl ? openPostgres(serverUrl, options) : openPglite();
}

/** Runs what follows on the database's connection in one shop's scope (as the app's handles do), or none (null). */
export async function inShop(db: RawDatabase, shopId: number | null): Promise<void> {
  await db.rows(`select set_config('app.shop_id', $1, false)`, [shopId === null ? '' : String(shopId)]);
}

/** A copy of the migrations whose journal ends at the migration tagged `last`, in a directory of its own. */
export async function migrationsUpTo(last: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'chair-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  if (end < 0) throw new Error(`no migration ${last}`);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}
