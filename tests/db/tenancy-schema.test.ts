import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Tx } from '../../src/server/db/client.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { GLOBAL_TABLES, tenancyViolations } from './support/tenancy-rules.js';

// The tenancy rules of docs/decisions/0019-shops.md, read from the catalog of the migrated
// database: a table added later keeps them or this fails, naming the table and the rule.
describe(`tenancy rules of the schema (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** Runs `probe` in a transaction that is always rolled back, so what it creates never stays. */
  async function rolledBack<T>(probe: (tx: Tx) => Promise<T>): Promise<T> {
    let result: { value: T } | undefined;
    await database.owner
      .transaction(async (tx) => {
        result = { value: await probe(tx) };
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    if (!result) throw new Error('the probe did not run');
    return result.value;
  }

  it('every table of schema public is global, for a stated reason, or keeps the shop-owned rules', async () => {
    expect(await tenancyViolations(database.owner)).toEqual([]);
  });

  it('the shop-owned tables include every table that holds a shop’s data', async () => {
    const tables = rowsOf<{ name: string }>(
      await database.owner.execute(sql`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`),
    ).map((row) => row.name);
    const shopOwned = tables.filter((name) => !(name in GLOBAL_TABLES));
    expect(shopOwned).toEqual(
      expect.arrayContaining(['barbers', 'booking_events', 'bookings', 'messages', 'push_subscriptions', 'services', 'shop_settings', 'users']),
    );
  });

  // What the check names, each against what it named before, so only the first test fails when
  // the schema itself breaks a rule.
  it('names each way a new table can break the rules', async () => {
    const problems = await rolledBack(async (tx) => {
      // A table that forgot the shop.
      const before = await tenancyViolations(tx);
      await tx.execute(sql`create table tenancy_probe_plain (id serial primary key, note text)`);
      // A table with a shop but a global uniqueness, no row security and no policy.
      await tx.execute(sql`create table tenancy_probe_owned (
        shop_id integer not null default current_shop_id() references shops(id),
        id serial, code text, booking_id integer, primary key (shop_id, id))`);
      await tx.execute(sql`create unique index tenancy_probe_owned_code on tenancy_probe_owned (code)`);
      // A reference to a shop-owned table by id alone (through a uniqueness the rules refuse too).
      await tx.execute(sql`create unique index tenancy_probe_booking_id on bookings (id)`);
      await tx.execute(sql`alter table tenancy_probe_owned add constraint tenancy_probe_owned_booking
        foreign key (booking_id) references bookings (id)`);
      const after = await tenancyViolations(tx, { ...GLOBAL_TABLES, tenancy_probe_gone: 'a table since dropped' });
      return after.filter((problem) => !before.includes(problem));
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'tenancy_probe_gone: listed as global but there is no such table',
        'tenancy_probe_plain: has no shop_id; a table of no shop must be listed as global, with why',
        'tenancy_probe_owned: tenancy_probe_owned_code (unique index) starts with code, not shop_id',
        'tenancy_probe_owned: row level security is not enabled',
        'tenancy_probe_owned: row level security is not forced',
        'tenancy_probe_owned: has no shop_isolation policy',
        'bookings: tenancy_probe_booking_id (unique index) starts with id, not shop_id',
        'tenancy_probe_owned: tenancy_probe_owned_booking references bookings without shop_id (booking_id)',
      ]),
    );
    expect(problems).toHaveLength(8);
  });

  it('names a shop-owned table whose row security is enabled but not forced, or whose policy lets more through', async () => {
    const problems = await rolledBack(async (tx) => {
      const before = await tenancyViolations(tx);
      await tx.execute(sql`alter table services no force row level security`);
      await tx.execute(sql`create policy services_everyone on services for select using (true)`);
      await tx.execute(sql`alter table messages alter column shop_id drop default`);
      // The platform's read policy widened to everyone.
      await tx.execute(sql`alter policy platform_read on users to public`);
      return (await tenancyViolations(tx)).filter((problem) => !before.includes(problem));
    });
    expect(problems).toEqual([
      'messages: shop_id\'s default is none, not current_shop_id()',
      'services: row level security is not forced',
      'services: policy services_everyone besides shop_isolation',
      'users: platform_read is not "for SELECT to chair_platform using (true)"',
    ]);
  });

  describe('the app role', () => {
    it('is chair_app: no login, no superuser, no way around row level security', async () => {
      const [role] = rowsOf<{ login: boolean; superuser: boolean; bypass: boolean }>(
        await database.owner.execute(sql`select rolcanlogin as login, rolsuper as superuser, rolbypassrls as bypass
          from pg_roles where rolname = 'chair_app'`),
      );
      expect(role).toEqual({ login: false, superuser: false, bypass: false });
    });

    it('may read and write every table, use every sequence and call current_shop_id()', async () => {
      const missing = rowsOf<{ name: string }>(
        await database.owner.execute(sql`select c.relname as name from pg_class c
          where c.relnamespace = 'public'::regnamespace and (
            (c.relkind in ('r', 'p') and not (has_table_privilege('chair_app', c.oid, 'SELECT')
              and has_table_privilege('chair_app', c.oid, 'INSERT') and has_table_privilege('chair_app', c.oid, 'UPDATE')
              and has_table_privilege('chair_app', c.oid, 'DELETE')))
            or (c.relkind = 'S' and not (has_sequence_privilege('chair_app', c.oid, 'USAGE')
              and has_sequence_privilege('chair_app', c.oid, 'SELECT'))))`),
      );
      expect(missing).toEqual([]);
      const [call] = rowsOf<{ allowed: boolean }>(
        await database.owner.execute(sql`select has_function_privilege('chair_app', 'current_shop_id()', 'EXECUTE') as allowed`),
      );
      expect(call?.allowed).toBe(true);
    });

    it('may use a table and sequence a later migration creates', async () => {
      const allowed = await rolledBack(async (tx) => {
        await tx.execute(sql`create table tenancy_probe_later (id serial primary key)`);
        return rowsOf<{ table: boolean; sequence: boolean }>(
          await tx.execute(sql`select has_table_privilege('chair_app', 'tenancy_probe_later', 'SELECT')
              and has_table_privilege('chair_app', 'tenancy_probe_later', 'INSERT') as table,
            has_sequence_privilege('chair_app', 'tenancy_probe_later_id_seq', 'USAGE') as sequence`),
        );
      });
      expect(allowed).toEqual([{ table: true, sequence: true }]);
    });
  });
});
