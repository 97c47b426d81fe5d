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

interface Template {
  pgliteTemplate: string;
  postgresTemplate: string;
  postgresRun: string;
  /** Projects of this run still using it; the last to finish removes it. */
  users: number;
  remove(): Promise<void>;
}

/**
 * `npm test` runs two projects (node and e2e), each with this global setup, in one process: they
 * share one template instead of migrating a second (initdb alone takes seconds).
 */
const SHARED = Symbol.for('chair.test-database-template');
const shared = globalThis as { [SHARED]?: Promise<Template> };

/** Migrates one template database per test run; each test file clones it (tests/helpers/db.ts). */
export default async function setup(project: TestProject) {
  const pending = (shared[SHARED] ??= makeTemplate());
  const template = await pending;
  template.users += 1;
  project.provide('pgliteTemplate', template.pgliteTemplate);
  project.provide('postgresTemplate', template.postgresTemplate);
  project.provide('postgresRun', template.postgresRun);
  return async () => {
    template.users -= 1;
    if (template.users > 0) return;
    if (shared[SHARED] === pending) shared[SHARED] = undefined;
    await template.remove();
  };
}

async function makeTemplate(): Promise<Template> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const run = randomBytes(4).toString('hex');
    const name = `chair_template_${run}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const template = openPostgres(withDatabase(url, name), { poolSize: 1 });
    await template.migrate();
    await template.close();
    return {
      pgliteTemplate: '',
      postgresTemplate: name,
      postgresRun: run,
      users: 0,
      async remove() {
        const leftovers = await admin.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
          [`chair_test_${run}_%`, name],
        );
        for (const { datname } of leftovers.rows) {
          await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
        }
        // The owners of the migration tests' databases (tests/db/support/raw-database.ts), once
        // their databases are gone: roles belong to the whole server.
        const owners = await admin.query<{ rolname: string }>(`SELECT rolname FROM pg_roles WHERE rolname LIKE $1`, [`chair_owner_${run}_%`]);
        for (const { rolname } of owners.rows) {
          await admin.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(rolname)}`);
        }
        await admin.end();
      },
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'chair-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions() });
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return {
    pgliteTemplate: file,
    postgresTemplate: '',
    postgresRun: '',
    users: 0,
    async remove() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
