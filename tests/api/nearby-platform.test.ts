import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nearbySchema } from '../../src/shared/schemas/branches.js';
import { insertBarber, insertService } from '../../src/server/db/factories.js';
import { shopSettings } from '../../src/server/db/schema.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { ADMIN, seedShop, staffLogin } from '../helpers/fixtures.js';
import { addShopContext } from '../helpers/shops.js';
import { book, OPENING } from './booking-helpers.js';

/** How long a change may take to reach the list: its flush, the notification and the read (a busy CI machine is slow). */
const UNTIL_HEARD = { timeout: 10_000, interval: 50 };

/** With NEARBY_SUGGESTIONS=on (docs/product/shop-list.md#shorter-wait-nearby): another owner's listed shop within 3 km. */
describe('the shorter wait nearby, turned on for the platform', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)), env: { NEARBY_SUGGESTIONS: 'on' } });
    shop = await seedShop(t.ctx);
    const other = await addShopContext(t, 'near-cuts');
    await other.db.insert(shopSettings).values({ shopName: 'Near Cuts', area: 'Koramangala', isOpen: true });
    await insertBarber(other.db, { name: 'Dev Patel', experience: 2, username: 'dev', password: 'dev-password-1' });
    await insertService(other.db, { name: 'Haircut', duration: 30, icon: 'scissors' });
    other.store.clear();
  });
  afterAll(async () => {
    await t.close();
  });

  const nearby = async () => nearbySchema.parse((await t.app.inject({ method: 'GET', url: `/api/nearby?services=${shop.haircut.id}` })).json());
  const place = (slug: string, listed: boolean, at: readonly [number, number]) =>
    t.database.db.execute(sql`update shops set listed = ${listed}, latitude = ${at[0]}, longitude = ${at[1]} where slug = ${slug}`);

  it('suggests another owner’s listed shop 1 km away that starts the walk-in 30 minutes earlier, and not once it is unlisted or far', async () => {
    const admin = await staffLogin(t.app, ADMIN);
    const listed = await t.app.inject({
      method: 'PUT',
      url: '/api/shop-settings/place',
      headers: { cookie: admin },
      payload: { area: 'Koramangala', pinCode: '560034', latitude: 12.9352, longitude: 77.6245, listed: true },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    await place('near-cuts', true, [12.94, 77.63]);
    for (const [index, barber] of [shop.barberA, shop.barberB].entries()) {
      await book(t, { barberId: barber.id, services: [shop.haircut.id], customerName: 'Asha Verma', customerPhone: `987650030${index}` });
    }
    const found = await vi.waitFor(
      async () => {
        await t.shopList.flush();
        const answer = await nearby();
        expect(answer.suggestion).not.toBeNull();
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(found.suggestion).toMatchObject({ slug: 'near-cuts', name: 'Near Cuts', branch: false, waitMinutes: 0 });
    expect(found.suggestion?.distanceKm).toBeGreaterThan(0.5);
    expect(found.suggestion?.distanceKm).toBeLessThan(1.5);

    // Moved 5 km off: too far. Unlisted: it did not opt in.
    await place('near-cuts', true, [12.98, 77.64]);
    await vi.waitFor(async () => {
      expect(await nearby()).toEqual({ suggestion: null });
    }, UNTIL_HEARD);
    await place('near-cuts', false, [12.94, 77.63]);
    await vi.waitFor(async () => {
      expect(await nearby()).toEqual({ suggestion: null });
    }, UNTIL_HEARD);
  });
});
