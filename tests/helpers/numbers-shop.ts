import { shopSettings } from '../../src/server/db/schema.js';
import { createTestApp, TestClock, type TestApp } from './app.js';
import { ADMIN, seedShop, staffLogin } from './fixtures.js';
import { makeBookings, NOW, ZONE, type Seeded } from './numbers-month.js';
import { insertPastBookings } from './numbers-rows.js';

/** The shop of the owner's numbers' tests: its app, its admin's cookie, its barbers' names and the seeded bookings. */
export interface NumbersShop {
  t: TestApp;
  admin: string;
  /** The first barber's id; `names` has both. */
  barberA: number;
  names: Map<number, string>;
  booked: Seeded[];
}

/**
 * A shop in New York whose day runs past midnight (10:00-02:00), now being Wednesday 18 November
 * 2026 (tests/helpers/numbers-month.ts), with the seeded month and more of past bookings.
 */
export async function numbersShop(): Promise<NumbersShop> {
  const t = await createTestApp({ clock: new TestClock(NOW) });
  const shop = await seedShop(t.ctx);
  await t.ctx.db.update(shopSettings).set({ timeZone: ZONE, openTime: '10:00', closeTime: '02:00' });
  t.ctx.store.clear();
  const admin = await staffLogin(t.app, ADMIN);
  const names = new Map([
    [shop.barberA.id, shop.barberA.name],
    [shop.barberB.id, shop.barberB.name],
  ]);
  const rows = makeBookings([shop.barberA.id, shop.barberB.id]);
  const ids = await insertPastBookings(t.ctx.db, rows);
  return { t, admin, barberA: shop.barberA.id, names, booked: rows.map((row, index) => ({ ...row, id: ids[index] ?? 0 })) };
}
