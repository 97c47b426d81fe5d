import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../../src/server/db/client.js';
import { shopListMessageSchema, shopListSchema, type ShopListMessage } from '../../src/shared/schemas/shop-list.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/db.js';
import { ADMIN, seedShop, staffLogin } from '../helpers/fixtures.js';
import { LiveClient, wsUrl } from './live-client.js';

/** How long a change may take to reach the list: its flush, the notification and the read (a busy CI machine is slow). */
const UNTIL_HEARD = { timeout: 10_000, interval: 50 };

const OPENING = '2026-11-21T10:00:00+05:30';
const PLACE = { area: 'Koramangala', pinCode: '560034', latitude: 12.9352, longitude: 77.6245 };

type Shop = Awaited<ReturnType<typeof seedShop>>;

const listShop = async (t: TestApp, listed: boolean): Promise<void> => {
  const cookie = await staffLogin(t.app, ADMIN);
  const response = await t.app.inject({ method: 'PUT', url: '/api/shop-settings/place', headers: { cookie }, payload: { ...PLACE, listed } });
  expect(response.statusCode, response.body).toBe(200);
};

const bookWalkIn = async (t: TestApp, shop: Shop, phone: string): Promise<void> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { barberId: shop.barberA.id, customerName: 'Anita Rao', customerPhone: phone, bookingType: 'queue', services: [shop.haircut.id] },
  });
  expect(response.statusCode, response.body).toBe(201);
};

const waitOf = async (t: TestApp): Promise<number | null | undefined> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/platform/shop-list' });
  return shopListSchema.parse(response.json()).shops[0]?.waitMinutes;
};

const shopsChanged = (client: LiveClient): ShopListMessage[] =>
  client.texts.map((text) => shopListMessageSchema.safeParse(JSON.parse(text))).flatMap((parsed) => (parsed.success ? [parsed.data] : []));

/** The list's socket (docs/product/shop-list.md#live-and-at-the-platforms-scale). */
describe('/ws/shops', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)) });
    shop = await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells a listed shop’s new wait, and its leaving the list, with no name or phone of a customer', async () => {
    const client = await LiveClient.open((await wsUrl(t)).replace(/\/ws$/, '/ws/shops'));
    try {
      await listShop(t, true);
      await vi.waitFor(async () => {
        await t.shopList.flush();
        expect(shopsChanged(client).some((message) => message.data.changed.some((entry) => entry.slug === 'main'))).toBe(true);
      }, UNTIL_HEARD);
      await bookWalkIn(t, shop, '9876530001');
      await bookWalkIn(t, shop, '9876530002');
      await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { barberId: shop.barberB.id, customerName: 'Anita Rao', customerPhone: '9876530003', bookingType: 'queue', services: [shop.haircut.id] },
      });
      await vi.waitFor(async () => {
        await t.shopList.flush();
        const latest = shopsChanged(client).flatMap((message) => message.data.changed).at(-1);
        expect(latest?.waitMinutes).toBe(30);
      }, UNTIL_HEARD);
      await listShop(t, false);
      await vi.waitFor(() => {
        expect(shopsChanged(client).some((message) => message.data.removed.includes('main'))).toBe(true);
      }, UNTIL_HEARD);
      expect(client.texts.join('\n')).not.toMatch(/Anita|987653/);
    } finally {
      await client.close();
    }
  });
});

// Two instances on one database: the summary is worked out where the change was made, and every
// instance's list hears it.
describe.runIf(onPostgres)('the list of shops across two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    a = await createTestApp({ clock: new TestClock(Date.parse(OPENING)) });
    shop = await seedShop(a.ctx);
    const url = a.database.url;
    if (!url) throw new Error('the PostgreSQL test database has no url');
    b = await createTestApp({ database: openPostgres(url, { poolSize: 5 }), clock: a.clock });
  });
  afterAll(async () => {
    await b.close();
    await b.database.close();
    await a.close();
  });

  it('shows on B a wait that moved by a booking made through A, from the summary A wrote', async () => {
    await listShop(a, true);
    await vi.waitFor(async () => {
      await a.shopList.flush();
      expect(await waitOf(b)).toBe(0);
    }, UNTIL_HEARD);
    for (const [index, barber] of [shop.barberA, shop.barberB].entries()) {
      const response = await a.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { barberId: barber.id, customerName: 'Anita Rao', customerPhone: `987654000${index}`, bookingType: 'queue', services: [shop.haircut.id] },
      });
      expect(response.statusCode).toBe(201);
    }
    // Only A works the change out; B's list hears the summary A wrote.
    await vi.waitFor(async () => {
      await a.shopList.flush();
      expect(await waitOf(b)).toBe(30);
    }, UNTIL_HEARD);
  });
});
