import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '../../src/server/db/client.js';
import { createdShopSchema, platformShopsSchema } from '../../src/shared/schemas/platform.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { seedShop } from '../helpers/fixtures.js';
import { makeOperator, NEW_SHOP, operatorLogin } from '../helpers/platform.js';

// The operator's counts (docs/decisions/0021-platform-operator.md): who is waiting today and how
// many were served today, "today" in each shop's own time zone, read across shops in one query.
describe('the platform’s live counts', () => {
  let t: TestApp;
  let owner: Db;
  let cookie: string;
  let york: number;

  // 10:00 in Kolkata on 21 November is 04:30 UTC, still 23:30 on 20 November in New York.
  const clock = new TestClock(Date.parse('2026-11-21T10:00:00+05:30'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
    if (!t.owner) throw new Error('no owner handle');
    owner = t.owner;
    await seedShop(t.ctx);
    cookie = await operatorLogin(t.app, await makeOperator(t.ctx));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/platform/shops',
      headers: { cookie },
      payload: { ...NEW_SHOP, slug: 'york', timeZone: 'America/New_York' },
    });
    york = createdShopSchema.parse(made.json()).shop.id;
    const [user] = rowsOf<{ id: number }>(
      await owner.execute(sql`insert into users (shop_id, username, password_hash, role) values (${york}, 'tom', 'x', 'barber') returning id`),
    );
    await owner.execute(sql`insert into barbers (shop_id, user_id, name) values (${york}, ${user?.id}, 'Tom')`);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A booking written as the tables' owner, in any shop, with its status and times. */
  async function book(shopId: number, status: string, bookedAt: string, finishedAt: string | null = null) {
    const [barber] = rowsOf<{ id: number }>(await owner.execute(sql`select id from barbers where shop_id = ${shopId} order by id limit 1`));
    await owner.execute(sql`insert into bookings (shop_id, barber_id, customer_name, customer_phone, booking_type, status,
        service_ids, service_details, estimated_duration, barber_name, booking_time, serving_started_at, finished_at)
      values (${shopId}, ${barber?.id}, 'Asha', null, 'queue', ${status}, '{1}', '[]', 30, 'Ravi', ${bookedAt}::timestamptz,
        ${finishedAt}::timestamptz - interval '20 minutes', ${finishedAt}::timestamptz)`);
  }

  const counts = async () =>
    Object.fromEntries(
      platformShopsSchema
        .parse((await t.app.inject({ method: 'GET', url: '/api/platform/shops', headers: { cookie } })).json())
        .shops.map((shop) => [shop.slug, { waitingNow: shop.waitingNow, servedToday: shop.servedToday }]),
    );

  it('counts each shop’s own bookings only', async () => {
    await book(1, 'waiting', '2026-11-21T09:00:00+05:30');
    await book(1, 'waiting', '2026-11-21T09:30:00+05:30');
    await book(york, 'waiting', '2026-11-20T23:00:00-05:00');
    await book(1, 'completed', '2026-11-21T08:00:00+05:30', '2026-11-21T09:00:00+05:30');
    expect(await counts()).toEqual({ main: { waitingNow: 2, servedToday: 1 }, york: { waitingNow: 1, servedToday: 0 } });
  });

  it('takes "today" in each shop’s own time zone', async () => {
    // 17:30 on 20 November in Kolkata (yesterday there) is 07:00 on 20 November in New York (today there).
    await book(1, 'completed', '2026-11-20T11:00:00Z', '2026-11-20T12:00:00Z');
    await book(york, 'completed', '2026-11-20T11:00:00Z', '2026-11-20T12:00:00Z');
    // Yesterday's walk-in still marked waiting is not waiting now.
    await book(1, 'waiting', '2026-11-20T10:00:00+05:30');
    expect(await counts()).toEqual({ main: { waitingNow: 2, servedToday: 1 }, york: { waitingNow: 1, servedToday: 1 } });
  });

  it('reads across shops through the platform’s handle, not a shop’s', async () => {
    const [who] = rowsOf<{ role: string }>(await t.database.platform.execute(sql`select current_user as role`));
    expect(who?.role).toBe('chair_platform');
  });
});
