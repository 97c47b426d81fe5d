import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, openPostgres, pgliteExtensions, type Database, type Db, type ShopDb } from '../../src/server/db/client.js';
import * as schema from '../../src/server/db/schema.js';
import { FIRST_SHOP_ID } from '../../src/server/db/seed.js';
import { withDatabase } from '../global-setup.js';

export interface TestDatabase extends Database {
  /** The connection string of this database (PostgreSQL mode only). */
  url?: string;
  /** Shop 1's handle, the shop the app serves: for the shop-owned tables. */
  shop: ShopDb;
  /**
   * The connecting user, who owns the tables and bypasses row-level security: for what only the
   * owner may do (TRUNCATE) and for reading every shop's rows at once. The app never runs as it.
   */
  owner: Db;
}

/** True when the suite runs against a PostgreSQL server (DATABASE_URL set). */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** A fresh, migrated database of its own, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `chair_test_${inject('postgresRun')}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(inject('postgresTemplate'))}`);
    } finally {
      await admin.end();
    }
    const url = withDatabase(serverUrl, name);
    const database = openPostgres(url, { poolSize: 60 });
    const ownerPool = new pg.Pool({ connectionString: url, max: 2 });
    return {
      ...database,
      url,
      shop: database.forShop(FIRST_SHOP_ID),
      owner: drizzlePg({ client: ownerPool, schema }),
      async close() {
        await database.close();
        await ownerPool.end();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        // A pool's end() resolves before its clients' goodbyes reach the server: forcing the drop
        // while one is still saying it kills that client mid-way, and its error has no listener.
        for (let tries = 0; tries < 50; tries++) {
          const open = await dropper.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if ((open.rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions() });
  const database = fromPglite(client);
  return { ...database, shop: database.forShop(FIRST_SHOP_ID), owner: drizzlePglite({ client, schema }) };
}
