import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { shopListSchema, shopPlaceSchema, type ShopList, type ShopPlaceUpdate } from '../../src/shared/schemas/shop-list.js';
import { rowsOf } from '../../src/server/db/client.js';
import { insertAdmin, insertBarber } from '../../src/server/db/factories.js';
import { shopSettings } from '../../src/server/db/schema.js';
import type { AppContext } from '../../src/server/context.js';
import { staffLogin } from '../helpers/fixtures.js';
import { addShopContext } from '../helpers/shops.js';
import { book, useOpenShop } from './booking-helpers.js';

/** How long a change may take to reach the list: its flush, the notification and the read (a busy CI machine is slow). */
const UNTIL_HEARD = { timeout: 10_000, interval: 50 };

/** Koramangala, Bengaluru; the other shops lie about 2 km and 6 km from it. */
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const INDIRANAGAR = { latitude: 12.9719, longitude: 77.6412 };
const JAYANAGAR = { latitude: 12.925, longitude: 77.5838 };

const place = (update: Partial<ShopPlaceUpdate>): ShopPlaceUpdate => ({ area: '', pinCode: '', latitude: null, longitude: null, listed: false, ...update });

describe('the platform list of shops (GET /api/platform/shop-list) and where a shop is (/api/shop-settings/place)', () => {
  const s = useOpenShop();

  const putPlace = (cookie: string, body: unknown, base = '') =>
    s.t.app.inject({ method: 'PUT', url: `${base}/api/shop-settings/place`, headers: { cookie }, payload: body as object });

  const getList = async (query = ''): Promise<ShopList> => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/platform/shop-list${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return shopListSchema.parse(response.json());
  };

  /** Works the list's due summaries out until the list holds `slugs` in this order. */
  const listReads = async (query: string, slugs: string[]): Promise<ShopList> =>
    vi.waitFor(
      async () => {
        await s.t.shopList.flush();
        const list = await getList(query);
        expect(list.shops.map((shop) => shop.slug)).toEqual(slugs);
        return list;
      },
      { timeout: 10_000, interval: 50 },
    );

  /** A second shop with an owner and a barber, open, named and placed. */
  const otherShop = async (slug: string, name: string, at: typeof KORAMANGALA, area: string, pinCode: string): Promise<{ ctx: AppContext; cookie: string }> => {
    const ctx = await addShopContext(s.t, slug);
    await ctx.db.insert(shopSettings).values({ shopName: name });
    await insertAdmin(ctx.db, { username: `${slug}-owner`, password: 'owner-password-1' });
    await insertBarber(ctx.db, { name: `${name} barber`, experience: 4, username: `${slug}-barber`, password: 'barber-password-1' });
    ctx.store.clear();
    const login = await s.t.app.inject({ method: 'POST', url: `/s/${slug}/api/login`, payload: { username: `${slug}-owner`, password: 'owner-password-1' } });
    const cookie = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const saved = await putPlace(cookie, place({ area, pinCode, ...at, listed: true }), `/s/${slug}`);
    expect(saved.statusCode, saved.body).toBe(200);
    return { ctx, cookie };
  };

  it('keeps the owner’s place, and refuses a half location, a bad PIN code or a listing with no place, changing nothing', async () => {
    const admin = s.admin;
    const saved = await putPlace(admin, place({ area: 'Koramangala', pinCode: '560034', ...KORAMANGALA, listed: true }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(shopPlaceSchema.parse(saved.json())).toEqual({ area: 'Koramangala', pinCode: '560034', ...KORAMANGALA, listed: true });

    for (const [bad, field] of [
      [place({ area: 'Koramangala', latitude: 12.9 }), 'longitude'],
      [place({ area: 'Koramangala', pinCode: '56003' }), 'pinCode'],
      [place({ area: 'Koramangala', latitude: 95, longitude: 77 }), 'latitude'],
      [place({ listed: true }), 'listed'],
    ] as const) {
      const refused = await putPlace(admin, bad);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(field);
    }
    const read = await s.t.app.inject({ method: 'GET', url: '/api/shop-settings/place', headers: { cookie: admin } });
    expect(read.json()).toEqual({ area: 'Koramangala', pinCode: '560034', ...KORAMANGALA, listed: true });
    // Nobody but the owner reads or sets it.
    const barber = await staffLogin(s.t.app, { username: 'ravi', password: 'ravi-password-1' });
    expect((await s.t.app.inject({ method: 'GET', url: '/api/shop-settings/place', headers: { cookie: barber } })).statusCode).toBe(403);
    expect((await putPlace(barber, place({ area: 'Elsewhere' }))).statusCode).toBe(403);
  });

  it('ranks listed shops nearest first from the visitor’s location, by area without one, and finds them by name, area or PIN code', async () => {
    await putPlace(s.admin, place({ area: 'Koramangala', pinCode: '560034', ...KORAMANGALA, listed: true }));
    // Through the settings, as the owner names it: a change the list hears.
    const named = await s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: s.admin }, payload: { shopName: 'Main Street Cuts' } });
    expect(named.statusCode, named.body).toBe(200);
    await otherShop('indira-cuts', 'Indira Cuts', INDIRANAGAR, 'Indiranagar', '560038');
    await otherShop('jaya-cuts', 'Jaya Cuts', JAYANAGAR, 'Jayanagar', '560041');

    const near = await listReads(`?lat=${INDIRANAGAR.latitude}&lng=${INDIRANAGAR.longitude}`, ['indira-cuts', 'main', 'jaya-cuts']);
    const [first, second, third] = near.shops.map((shop) => shop.distanceKm);
    expect(first).toBe(0);
    expect(second).toBeGreaterThan(4);
    expect(second).toBeLessThan(5);
    expect(third).toBeGreaterThan(second ?? 0);
    expect(near.total).toBe(3);

    // Without a location: by area, and no distances.
    const byArea = await getList();
    expect(byArea.shops.map((shop) => shop.area)).toEqual(['Indiranagar', 'Jayanagar', 'Koramangala']);
    expect(byArea.shops.every((shop) => shop.distanceKm === null)).toBe(true);

    expect((await getList('?q=560041')).shops.map((shop) => shop.slug)).toEqual(['jaya-cuts']);
    expect((await getList('?q=koraMANGALA')).shops.map((shop) => shop.slug)).toEqual(['main']);
    expect((await getList('?q=indira%20cuts')).shops.map((shop) => shop.slug)).toEqual(['indira-cuts']);
    expect(await getList('?q=nowhere')).toEqual({ shops: [], total: 0 });
  });

  it('never shows an unlisted or a suspended shop, and takes a shop off at once when it goes', async () => {
    await listReads('', ['indira-cuts', 'jaya-cuts', 'main']);
    const indira = await s.t.shops.bySlug('indira-cuts');
    if (indira instanceof Promise || indira.kind !== 'open') throw new Error('indira-cuts is not open');
    await s.t.database.db.execute(sql`update shops set status = 'suspended' where slug = 'jaya-cuts'`);
    const owner = await s.t.app.inject({ method: 'POST', url: '/s/indira-cuts/api/login', payload: { username: 'indira-cuts-owner', password: 'owner-password-1' } });
    const cookie = owner.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    expect((await putPlace(cookie, place({ area: 'Indiranagar', ...INDIRANAGAR, listed: false }), '/s/indira-cuts')).statusCode).toBe(200);
    await listReads('', ['main']);
    await s.t.database.db.execute(sql`update shops set status = 'active' where slug = 'jaya-cuts'`);
    await listReads('', ['jaya-cuts', 'main']);
  });

  it('follows a shop’s shortest wait as its queue grows, and says no wait when no barber takes walk-ins', async () => {
    const before = await listReads('?q=main', ['main']);
    expect(before.shops[0]).toMatchObject({ waitMinutes: 0, name: 'Main Street Cuts' });
    const { barberA, barberB, haircut } = s.shop;
    // Both chairs busy for 30 minutes: the next walk-in starts in 30 minutes.
    for (const [index, barber] of [barberA, barberB, barberA].entries()) {
      await book(s.t, { barberId: barber.id, services: [haircut.id], customerName: 'Asha Verma', customerPhone: `987650010${index}` });
    }
    const after = await vi.waitFor(
      async () => {
        await s.t.shopList.flush();
        const list = await getList('?q=main');
        expect(list.shops[0]?.waitMinutes).toBe(30);
        return list;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(after.shops[0]?.startAt).toBe(new Date(s.t.clock.now + 30 * 60_000).toISOString());

    await s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: s.admin }, payload: { isOpen: false } });
    await vi.waitFor(
      async () => {
        await s.t.shopList.flush();
        expect((await getList('?q=main')).shops[0]).toMatchObject({ isOpen: false, waitMinutes: null, startAt: null });
      },
      { timeout: 10_000, interval: 50 },
    );
    await s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: s.admin }, payload: { isOpen: true } });
  });

  it('writes a shop’s summary again only when it changed, or to keep it fresh', async () => {
    const computedAt = async () => {
      const rows = rowsOf<{ at: Date | string }>(await s.t.database.db.execute(sql`select computed_at as at from shop_summaries where shop_id = 1`));
      return new Date(rows[0]?.at ?? 0).getTime();
    };
    // The bookings were emptied under the app: the next look sees free chairs and writes that. The
    // last test's closed summary carries this same time, so the wait is for what this look writes:
    // open, with no wait (on PostgreSQL the list hears its own write back a moment later).
    s.t.shopList.tick();
    await s.t.shopList.flush();
    await vi.waitFor(async () => {
      await s.t.shopList.flush();
      expect((await getList('?q=main')).shops[0]).toMatchObject({ isOpen: true, waitMinutes: 0, computedAt: new Date(s.t.clock.now).toISOString() });
    }, UNTIL_HEARD);
    const written = await computedAt();
    // A minute on the chairs are still free and nothing else moved: nothing is written.
    s.t.clock.advance(1);
    s.t.shopList.tick();
    await s.t.shopList.flush();
    expect(await computedAt()).toBe(written);
    // A quarter of an hour on, the same summary is written again to mark it fresh.
    s.t.clock.advance(15);
    s.t.shopList.tick();
    await s.t.shopList.flush();
    expect(await computedAt()).toBe(s.t.clock.now);
  });

  it('refuses a half location or a malformed one in the query with a clear message', async () => {
    for (const query of ['?lat=12.9', '?lat=abc&lng=77', '?lat=91&lng=77', `?q=${'x'.repeat(61)}`]) {
      const response = await s.t.app.inject({ method: 'GET', url: `/api/platform/shop-list${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });
});
