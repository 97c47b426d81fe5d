import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Tx } from '../../src/server/db/client.js';
import { sqlState } from '../../src/server/db/errors.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { seedTwoShops, shopOwnedTables } from './support/two-shops.js';

// Row level security as the app runs (docs/decisions/0019-shops.md): as chair_app, a transaction
// sees and writes the rows of the shop in app.shop_id and nothing else; with no shop, no row of any
// shop-owned table. Every shop-owned table is checked, so a new one is covered as it comes.
describe(`row level security as the app role (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  let tables: string[];
  let second: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    second = (await database.owner.transaction((tx) => seedTwoShops(tx))).second;
    tables = await shopOwnedTables(database.owner);
  });
  afterAll(async () => {
    await database.close();
  });

  /** Runs `work` as chair_app in one transaction, for `shop` or for none; rolled back when asked. */
  async function asShop<T>(shop: number | null, work: (tx: Tx) => Promise<T>, options = { rollback: false }): Promise<T> {
    let result: { value: T } | undefined;
    await database.owner
      .transaction(async (tx) => {
        await tx.execute(sql`set local role chair_app`);
        if (shop !== null) await tx.execute(sql`select set_config('app.shop_id', ${String(shop)}, true)`);
        result = { value: await work(tx) };
        if (options.rollback) tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(options.rollback && error instanceof TransactionRollbackError)) throw error;
      });
    if (!result) throw new Error('the work did not run');
    return result.value;
  }

  /**
   * Why a statement was refused: 'row security' for a row-level security policy (not a missing
   * privilege, whose SQLSTATE is the same), else the SQLSTATE; undefined when it went through.
   */
  async function refusal(work: Promise<unknown>): Promise<string | undefined> {
    try {
      await work;
    } catch (error) {
      const state = sqlState(error);
      const said = [error, error instanceof Error ? error.cause : undefined].map(String).join(' ');
      if (state === '42501' && /violates row-level security policy/.test(said)) return 'row security';
      return state ?? `unexpected: ${String(error)}`;
    }
    return undefined;
  }

  /** Whole rows as JSON text, sorted: the rows `tx` sees, or only those of `shop`. */
  async function rowsIn(tx: Tx, table: string, shop?: number): Promise<string[]> {
    const where = shop === undefined ? sql`` : sql`where t.shop_id = ${shop}`;
    const rows = rowsOf<{ row: string }>(await tx.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t ${where} order by 1`));
    return rows.map((r) => r.row);
  }

  it('starts from rows of both shops in every shop-owned table', async () => {
    expect(tables).toHaveLength(12);
    for (const table of tables) {
      expect((await rowsIn(database.owner, table, 1)).length, table).toBeGreaterThan(0);
      expect((await rowsIn(database.owner, table, second)).length, table).toBeGreaterThan(0);
    }
  });

  it('without a shop, sees no row of any shop-owned table, and the global tables whole', async () => {
    const seen = await asShop(null, async (tx) => {
      const counts: Record<string, number> = {};
      for (const table of [...tables, 'shops', 'customers']) counts[table] = (await rowsIn(tx, table)).length;
      return counts;
    });
    expect(seen).toEqual({ ...Object.fromEntries(tables.map((table) => [table, 0])), shops: 2, customers: 1 });
    expect(await asShop(null, async (tx) => rowsOf(await tx.execute(sql`select * from bookings`)))).toEqual([]);
  });

  it('with shop 1 set, sees exactly shop 1’s rows', async () => {
    for (const table of tables) {
      expect(await asShop(1, (tx) => rowsIn(tx, table)), table).toEqual(await rowsIn(database.owner, table, 1));
    }
  });

  it('with shop 2 set, sees none of shop 1’s rows', async () => {
    for (const table of tables) {
      expect(await asShop(second, (tx) => rowsIn(tx, table, 1)), table).toEqual([]);
      expect(await asShop(second, (tx) => rowsIn(tx, table)), table).toEqual(await rowsIn(database.owner, table, second));
    }
  });

  it('with shop 2 set, cannot insert a row naming shop 1', async () => {
    for (const table of tables) {
      // A copy of one of shop 1's rows (ids from the sequences), written from within shop 2.
      const [original] = await rowsIn(database.owner, table, 1);
      const [columns] = rowsOf<{ names: string[] }>(
        await database.owner.execute(sql`select array_agg(attname::text order by attnum) as names from pg_attribute
          where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attidentity = '' and attname <> 'id'`),
      );
      const list = sql.join((columns?.names ?? []).map((name) => sql.identifier(name)), sql`, `);
      const copy = sql`insert into ${sql.identifier(table)} (${list})
        select ${list} from json_populate_record(null::${sql.identifier(table)}, ${original}::json)`;
      expect(await refusal(asShop(second, (tx) => tx.execute(copy))), table).toBe('row security');
    }
  });

  it('with shop 2 set, can neither change nor delete shop 1’s rows, nor move its own into shop 1', async () => {
    for (const table of tables) {
      const before = await rowsIn(database.owner, table, 1);
      const t = sql.identifier(table);
      const changed = await asShop(second, async (tx) => rowsOf(await tx.execute(sql`update ${t} set shop_id = shop_id where shop_id = 1 returning 1`)));
      const deleted = await asShop(second, async (tx) => rowsOf(await tx.execute(sql`delete from ${t} where shop_id = 1 returning 1`)));
      expect([changed, deleted], table).toEqual([[], []]);
      const moved = asShop(second, (tx) => tx.execute(sql`update ${t} set shop_id = 1 where shop_id = ${second}`));
      expect(await refusal(moved), table).toBe('row security');
      expect(await rowsIn(database.owner, table, 1), table).toEqual(before);
    }
  });

  it('fills shop_id with the shop set, and refuses a row outside a shop', async () => {
    const made = await asShop(
      second,
      async (tx) => {
        const service = rowsOf<{ shop_id: number }>(await tx.execute(sql`insert into services (name, duration) values ('Beard', 15) returning shop_id`));
        const user = rowsOf<{ shop_id: number }>(
          await tx.execute(sql`insert into users (username, password_hash, role) values ('new', 'x', 'barber') returning shop_id`),
        );
        return [...service, ...user];
      },
      { rollback: true },
    );
    expect(made).toEqual([{ shop_id: second }, { shop_id: second }]);
    const outside = asShop(null, (tx) => tx.execute(sql`insert into services (name, duration) values ('Beard', 15)`));
    expect(['row security', '23502']).toContain(await refusal(outside));
  });

  it('forgets the shop when its transaction ends', async () => {
    expect((await asShop(1, (tx) => rowsIn(tx, 'bookings'))).length).toBeGreaterThan(0);
    expect(await asShop(null, (tx) => rowsIn(tx, 'bookings'))).toEqual([]);
  });

  it('keeps references inside their shop even for a user row security does not bind', async () => {
    const [barberOfShop1] = rowsOf<{ id: number }>(await database.owner.execute(sql`select id from barbers where shop_id = 1`));
    const crossing = database.owner.execute(sql`insert into bookings (shop_id, barber_id, customer_name, booking_type, service_ids,
        service_details, estimated_duration, barber_name)
      values (${second}, ${barberOfShop1?.id}, 'Walk-in', 'queue', '{1}', '[]', 30, 'Ravi')`);
    expect(await refusal(crossing)).toBe('23503');
  });
});
