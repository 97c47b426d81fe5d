import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { historyPageSchema, type HistoryPage } from '../../src/shared/schemas/booking.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, BARBER_B, customerLogin, expectError, seedShop, staffLogin } from '../helpers/fixtures.js';

/** The staff's history pages: finished bookings only, newest first, filtered in SQL, keyset-paged. */
describe('GET /api/bookings/history', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let admin: string;
  let barberA: string;
  const ids: Record<string, number> = {};

  // Shop-local times in Asia/Kolkata (+05:30).
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse('2026-11-23T12:00:00+05:30')) });
    shop = await seedShop(t.ctx);
    const a = shop.barberA.id;
    const b = shop.barberB.id;
    let phone = 9800000000;
    const add = async (name: string, input: Omit<Parameters<typeof insertBookingRow>[1], 'customerPhone'>) => {
      ids[name] = (await insertBookingRow(t.ctx.db, { customerPhone: String(phone++), customerName: name, ...input })).id;
    };
    await add('a-done-21', { barberId: a, status: 'completed', bookingTime: at('2026-11-21T10:00:00+05:30') });
    await add('a-cust-21', { barberId: a, status: 'cancelled', cancelledBy: 'customer', bookingTime: at('2026-11-21T11:00:00+05:30') });
    // 00:30 on the 22nd in the shop is still the 21st in UTC: it belongs to the 22nd.
    await add('a-slot-22', { barberId: a, status: 'completed', bookingTime: at('2026-11-20T09:00:00+05:30'), slotStart: at('2026-11-22T00:30:00+05:30') });
    await add('b-barb-22', { barberId: b, status: 'cancelled', cancelledBy: 'barber', bookingTime: at('2026-11-22T15:00:00+05:30') });
    await add('b-done-23', { barberId: b, status: 'completed', bookingTime: at('2026-11-23T09:00:00+05:30') });
    await add('a-waiting', { barberId: a, status: 'waiting', bookingTime: at('2026-11-23T11:00:00+05:30') });
    await add('b-serving', { barberId: b, status: 'serving', bookingTime: at('2026-11-23T11:30:00+05:30') });
    t.ctx.store.clear();
    admin = await staffLogin(t.app, ADMIN);
    barberA = await staffLogin(t.app, BARBER_A);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, cookie = admin) => t.app.inject({ method: 'GET', url: `/api/bookings/history${query}`, headers: { cookie } });
  const names = async (query: string, cookie = admin): Promise<string[]> => {
    const response = await get(query, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return historyPageSchema.parse(response.json()).bookings.map((booking) => booking.customerName);
  };

  it('lists finished bookings only, newest first by slot or booking time', async () => {
    expect(await names('')).toEqual(['b-done-23', 'b-barb-22', 'a-slot-22', 'a-cust-21', 'a-done-21']);
  });

  it('pages with a cursor without repeating or skipping a booking', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const page: HistoryPage = historyPageSchema.parse(response.json());
      seen.push(...page.bookings.map((booking) => booking.customerName));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(['b-done-23', 'b-barb-22', 'a-slot-22', 'a-cust-21', 'a-done-21']);
  });

  it('filters by status, type, barber and shop-local dates', async () => {
    expect(await names('?status=completed')).toEqual(['b-done-23', 'a-slot-22', 'a-done-21']);
    expect(await names('?status=cancelled')).toEqual(['b-barb-22', 'a-cust-21']);
    expect(await names('?status=cancelled-customer')).toEqual(['a-cust-21']);
    expect(await names('?status=cancelled-barber')).toEqual(['b-barb-22']);
    expect(await names('?bookingType=slot')).toEqual(['a-slot-22']);
    expect(await names('?bookingType=queue&barberId=' + String(shop.barberA.id))).toEqual(['a-cust-21', 'a-done-21']);
    expect(await names('?from=2026-11-22&to=2026-11-22')).toEqual(['b-barb-22', 'a-slot-22']);
    expect(await names('?from=2026-11-22')).toEqual(['b-done-23', 'b-barb-22', 'a-slot-22']);
    expect(await names('?to=2026-11-21')).toEqual(['a-cust-21', 'a-done-21']);
    expect(await names('?from=2026-11-24')).toEqual([]);
  });

  it("shows a barber only their own history", async () => {
    expect(await names('', barberA)).toEqual(['a-slot-22', 'a-cust-21', 'a-done-21']);
    expect(await names(`?barberId=${shop.barberA.id}`, barberA)).toHaveLength(3);
    expectError(await get(`?barberId=${shop.barberB.id}`, barberA), 403, 'FORBIDDEN');
    const barberB = await staffLogin(t.app, BARBER_B);
    expect(await names('', barberB)).toEqual(['b-done-23', 'b-barb-22']);
  });

  it('refuses customers, strangers and bad filters', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/bookings/history' }), 401, 'UNAUTHORIZED');
    expectError(await get('', await customerLogin(t.app, '9800000000')), 403, 'FORBIDDEN');
    expectError(await get('?from=2026-11-23&to=2026-11-22'), 400, 'VALIDATION_ERROR');
    expectError(await get('?cursor=drop-table'), 400, 'VALIDATION_ERROR');
    expectError(await get('?limit=101'), 400, 'VALIDATION_ERROR');
    expectError(await get('?status=active'), 400, 'VALIDATION_ERROR');
  });

  it('shows a booking finished after a first page was read on the next read at once', async () => {
    const before = await names(`?barberId=${shop.barberA.id}`);
    expect(before).not.toContain('a-waiting');
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${ids['a-waiting'] ?? 0}/status`,
      headers: { cookie: barberA },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await names(`?barberId=${shop.barberA.id}`))[0]).toBe('a-waiting');
  });
});
