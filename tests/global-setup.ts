import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres, pgliteExtensions } from '../src/server/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: a migrated data directory dump every test database is loaded from. */
    pgliteTemplate: string;
    /** PostgreSQL mode: the migrated template database that test databases are created from. */
    postgresTemplate: string;
    /** PostgreSQL mode: this run's id, in the name of every database it creates. */
    postgresRun: string;
  }
}

/** Migrates one template database per test run; each test file clones it (tests/helpers/db.ts). */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const run = randomBytes(4).toString('hex');
    const name = `chair_template_${run}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const template = openPostgres(withDatabase(url, name), 1);
    await template.migrate();
    await template.close();
    project.provide('postgresTemplate', name);
    project.provide('postgresRun', run);
    project.provide('pgliteTemplate', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
        [`chair_test_${run}_%`, name],
      );
      for (const { datname } of leftovers.rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
      }
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'chair-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions() });
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  project.provide('postgresRun', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
