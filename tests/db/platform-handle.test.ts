import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '../../src/server/db/client.js';
import { sqlState } from '../../src/server/db/errors.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { seedTwoShops } from './support/two-shops.js';

// The platform's handle (docs/decisions/0021-platform-operator.md): it runs as chair_platform with
// no shop, reads what the operator's screen and the message worker need across shops, and writes
// nothing of a shop's but messages.
describe(`the platform handle (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  let second: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    second = (await database.owner.transaction((tx) => seedTwoShops(tx))).second;
  });
  afterAll(async () => {
    await database.close();
  });

  const bookingShops = async (db: Db) =>
    rowsOf<{ shop_id: number }>(await db.execute(sql`select shop_id from bookings order by shop_id`)).map((row) => row.shop_id);

  /** The SQLSTATE a statement was refused with; undefined when it went through. */
  async function refusal(work: Promise<unknown>): Promise<string | undefined> {
    try {
      await work;
    } catch (error) {
      return sqlState(error) ?? `unexpected: ${String(error)}`;
    }
    return undefined;
  }

  it('runs as chair_platform with no shop', async () => {
    const [who] = rowsOf<{ role: string; shop: string | null }>(
      await database.platform.execute(sql`select current_user as role, current_shop_id()::text as shop`),
    );
    expect(who).toEqual({ role: 'chair_platform', shop: null });
  });

  it('reads the bookings, settings, barbers and logins of both shops', async () => {
    expect(await bookingShops(database.platform)).toEqual([1, second]);
    for (const table of ['shop_settings', 'barbers', 'users', 'messages']) {
      const [row] = rowsOf<{ shops: number }>(
        await database.platform.execute(sql`select count(distinct shop_id)::int as shops from ${sql.identifier(table)}`),
      );
      expect(row?.shops, table).toBe(2);
    }
  });

  it('leaves the app role without a shop seeing none of them', async () => {
    expect(await bookingShops(database.db)).toEqual([]);
    expect(await bookingShops(database.forShop(second))).toEqual([second]);
  });

  it('may claim any shop’s messages', async () => {
    const claimed = rowsOf<{ shop_id: number }>(
      await database.platform.execute(sql`update messages set attempts = attempts where true returning shop_id`),
    );
    expect(claimed.map((row) => row.shop_id).sort((a, b) => a - b)).toEqual([1, second]);
  });

  it('may not insert, update or delete bookings, nor read another shop-owned table', async () => {
    const [booking] = rowsOf<Record<string, unknown>>(await database.owner.execute(sql`select * from bookings where shop_id = ${second}`));
    expect(booking).toBeDefined();
    await expect(
      refusal(
        database.platform.execute(sql`insert into bookings (shop_id, barber_id, customer_name, customer_phone, booking_type,
          service_ids, service_details, estimated_duration, barber_name)
          values (${second}, ${booking?.barber_id as number}, 'Meera', '9876500000', 'queue', '{1}', '[]', 30, 'Ravi')`),
      ),
    ).resolves.toBe('42501');
    await expect(refusal(database.platform.execute(sql`delete from bookings`))).resolves.toBe('42501');
    await expect(refusal(database.platform.execute(sql`update bookings set customer_name = 'X'`))).resolves.toBe('42501');
    await expect(refusal(database.platform.execute(sql`select * from push_subscriptions`))).resolves.toBe('42501');
    expect(await bookingShops(database.owner)).toEqual([1, second]);
  });
});
