import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppRoleRefused } from '../../src/server/db/app-role.js';
import { openEmbedded, openPostgres, pgliteExtensions, rowsOf, type Database } from '../../src/server/db/client.js';
import { barbers } from '../../src/server/db/schema.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { startServer } from '../helpers/server-process.js';

const REFUSAL = /Chair will not start: the database user "[^"]+" bypasses row-level security/;

/** The messages of an error and its causes (drizzle wraps a failed statement's error), joined. */
async function failure(promise: Promise<unknown>): Promise<string> {
  const messages: string[] = [];
  try {
    await promise;
  } catch (error) {
    for (let current: unknown = error; current instanceof Error; current = current.cause) messages.push(current.message);
  }
  return messages.join(' / ');
}

const whoAmI = async (database: Database) =>
  rowsOf<{ who: string }>(await database.db.execute(sql`select current_user as who`))[0]?.who;

/** The start-up rule for the role Chair runs as (docs/decisions/0019-shops.md). */
describe(`the role the app runs as (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is chair_app, which the migration made, for the global handle and every shop', async () => {
    expect(await database.appRole()).toBe('chair_app');
    expect(await whoAmI(database)).toBe('chair_app');
    const [row] = rowsOf<{ who: string }>(await database.shop.execute(sql`select current_user as who`));
    expect(row?.who).toBe('chair_app');
  });

  // PGlite's one user is a superuser; its own cluster lets the test take the role away.
  it.skipIf(onPostgres)('refuses a superuser when chair_app is gone, and runs no statement as it', async () => {
    await database.owner.execute(sql`drop owned by chair_app`);
    await database.owner.execute(sql`drop role chair_app`);
    await database.migrate();
    await expect(database.appRole()).rejects.toThrow(AppRoleRefused);
    await expect(database.appRole()).rejects.toThrow(REFUSAL);
    await expect(database.appRole()).rejects.toThrow('the role chair_app does not exist');
    expect(await failure(database.shop.select().from(barbers))).toMatch(REFUSAL);
    expect(await failure(database.db.execute(sql`select 1`))).toMatch(REFUSAL);
  });
});

/** Roles belong to the whole server: each test makes its own login roles and drops them. */
describe.skipIf(!onPostgres)('the role rule for other PostgreSQL users', () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const run = randomBytes(4).toString('hex');
  const plain = `chair_rule_plain_${run}`;
  const bypass = `chair_rule_bypass_${run}`;
  let database: TestDatabase;
  let admin: pg.Client;
  const opened: Database[] = [];

  const openAs = (user: string) => {
    const url = new URL(database.url ?? '');
    url.username = user;
    const opening = openPostgres(url.toString(), { poolSize: 1 });
    opened.push(opening);
    return opening;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create role ${plain} login nosuperuser nobypassrls`);
    await admin.query(`create role ${bypass} login nosuperuser bypassrls`);
  });
  afterAll(async () => {
    for (const opening of opened) await opening.close();
    await database.close();
    await admin.query(`drop role if exists ${plain}`);
    await admin.query(`drop role if exists ${bypass}`);
    await admin.end();
  });

  it('runs as a connecting user that does not bypass row-level security when it may not act as chair_app', async () => {
    const asPlain = openAs(plain);
    expect(await asPlain.appRole()).toBe('none');
    expect(await whoAmI(asPlain)).toBe(plain);
  });

  it('refuses a connecting user that bypasses row-level security and may not act as chair_app', async () => {
    const asBypass = openAs(bypass);
    await expect(asBypass.appRole()).rejects.toThrow(AppRoleRefused);
    await expect(asBypass.appRole()).rejects.toThrow(`the database user "${bypass}" bypasses row-level security`);
    await expect(asBypass.appRole()).rejects.toThrow('the user is not allowed to act as chair_app');
  });

  it('runs such a user as chair_app once it is granted the role', async () => {
    await admin.query(`grant chair_app to ${bypass}`);
    const granted = openAs(bypass);
    expect(await granted.appRole()).toBe('chair_app');
    expect(await whoAmI(granted)).toBe('chair_app');
  });
});

describe.skipIf(onPostgres)('a server whose database user would see every shop', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'chair-role-'));
    const database = await openEmbedded(dataDir);
    await database.migrate();
    await database.close();
    const client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: pgliteExtensions() });
    await client.exec('drop owned by chair_app; drop role chair_app;');
    await client.close();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start, saying why and what to do', { timeout: 120_000 }, async () => {
    const started = startServer({ DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'role-admin-pw', SEED_DEMO: 'false' });
    await expect(started).rejects.toThrow(REFUSAL);
    await expect(started).rejects.toThrow('CREATE ROLE chair_app');
  });
});
