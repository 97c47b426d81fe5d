import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, openPostgres, pgliteExtensions, type Database } from '../../src/server/db/client.js';
import { withDatabase } from '../global-setup.js';

export interface TestDatabase extends Database {
  /** The connection string of this database (PostgreSQL mode only). */
  url?: string;
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
    return {
      ...database,
      url,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions() });
  return fromPglite(client);
}
