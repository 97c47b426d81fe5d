import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, shopSettings } from '../../src/server/db/schema.js';
import { takingsReportSchema } from '../../src/shared/schemas/takings.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { ADMIN, seedShop, staffLogin } from '../helpers/fixtures.js';
import { insertPayment } from '../helpers/payments.js';

/** The takings' days (docs/product/money.md): each payment counts to the shop date of its takenAt, in the shop's zone. */
describe('GET /api/takings in another time zone and past midnight', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse('2026-11-24T12:00:00-05:00')) });
    const shop = await seedShop(t.ctx);
    await t.ctx.db.update(shopSettings).set({ timeZone: 'America/New_York' });
    t.ctx.store.clear();
    const a = shop.barberA.id;
    const pay = (iso: string, pricePaise: number) =>
      insertPayment(t.ctx.db, { barberId: a, takenAt: new Date(iso), method: 'cash', items: [{ name: 'Haircut', pricePaise, serviceId: null }] });
    // Both are the 24th in India; in New York one is the 23rd's last minute, the other the 24th's first.
    await pay('2026-11-23T23:59:00-05:00', 10_000);
    await pay('2026-11-24T00:01:00-05:00', 20_000);
    admin = await staffLogin(t.app, ADMIN);
  });
  afterAll(async () => {
    await t.close();
  });

  const days = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/takings${query}`, headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    return takingsReportSchema.parse(response.json()).days;
  };

  it("counts to the day in the shop's own zone", async () => {
    expect(await days('?from=2026-11-23&to=2026-11-24')).toEqual([
      { date: '2026-11-23', receivedPaise: 10_000, entries: 1 },
      { date: '2026-11-24', receivedPaise: 20_000, entries: 1 },
    ]);
    expect(await days('?from=2026-11-23&to=2026-11-23')).toEqual([{ date: '2026-11-23', receivedPaise: 10_000, entries: 1 }]);
  });

  it('counts the small hours of a night past midnight to the day the night began on', async () => {
    await t.ctx.db.update(shopSettings).set({ openTime: '18:00', closeTime: '02:00' });
    t.ctx.store.clear();
    expect(await days('?from=2026-11-23&to=2026-11-24')).toEqual([
      { date: '2026-11-23', receivedPaise: 30_000, entries: 2 },
      { date: '2026-11-24', receivedPaise: 0, entries: 0 },
    ]);
    await t.ctx.db.update(shopSettings).set({ openTime: '09:00', closeTime: '18:00' });
    t.ctx.store.clear();
    // The entries all still exist: nothing was lost along the way.
    expect((await t.ctx.db.select().from(payments)).length).toBe(2);
  });
});
