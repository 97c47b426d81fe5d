import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barbers } from '../../src/server/db/schema.js';
import { commissionPaise } from '../../src/shared/domain/commission.js';
import {
  takingsEntriesPageSchema,
  takingsReportSchema,
  type TakingsEntry,
  type TakingsReport,
} from '../../src/shared/schemas/takings.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { parseCsv } from '../helpers/csv.js';
import { ADMIN, BARBER_A, BARBER_B, customerLogin, expectError, seedShop, sessionCookie, staffLogin } from '../helpers/fixtures.js';
import { insertCorrection, insertPayment } from '../helpers/payments.js';
import { addSecondShop, SECOND_SHOP } from '../helpers/shops.js';

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The takings of a day or a range (docs/product/money.md, Takings), over current entries only. */
describe('GET /api/takings', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let admin: string;
  let barberA: string;
  let barberB: string;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse('2026-11-24T12:00:00+05:30')) });
    shop = await seedShop(t.ctx);
    const a = shop.barberA.id;
    const b = shop.barberB.id;
    await t.ctx.db.update(barbers).set({ commissionBasisPoints: 2500 }).where(eq(barbers.id, a));
    // A name and a line the CSV must quote, and one a spreadsheet would run as a formula.
    await t.ctx.db.update(barbers).set({ commissionBasisPoints: 3333, name: 'Sunil "Sonu", Shah' }).where(eq(barbers.id, b));
    t.ctx.store.clear();
    const haircut = { name: 'Haircut', pricePaise: 45_000, serviceId: shop.haircut.id };
    const beard = { name: 'Beard Trim', pricePaise: 15_000, serviceId: shop.beard.id };
    // Asia/Kolkata: the 23rd's entries, one just before its midnight and one just after.
    await insertPayment(t.ctx.db, { barberId: a, takenAt: at('2026-11-23T10:00:00+05:30'), method: 'cash', items: [haircut, beard], discountPaise: 5_000, tipPaise: 2_000, customerName: 'Asha' });
    await insertPayment(t.ctx.db, { barberId: a, takenAt: at('2026-11-23T23:59:30+05:30'), method: 'upi', items: [{ ...haircut, pricePaise: 30_000 }], customerName: 'Before Midnight' });
    await insertPayment(t.ctx.db, { barberId: a, takenAt: at('2026-11-24T00:00:30+05:30'), method: 'card', items: [{ ...haircut, pricePaise: 20_000 }], tipPaise: 1_000, customerName: 'After Midnight' });
    // Taken as cash, corrected to card with a discount: only the correction counts, on the same day.
    const wrong = await insertPayment(t.ctx.db, { barberId: a, takenAt: at('2026-11-23T12:00:00+05:30'), method: 'cash', items: [{ ...haircut, pricePaise: 40_000 }], customerName: 'Corrected' });
    await insertCorrection(t.ctx.db, wrong, { method: 'card', items: [{ ...haircut, pricePaise: 40_000 }], discountPaise: 5_000 });
    await insertPayment(t.ctx.db, { barberId: a, takenAt: at('2026-11-23T13:00:00+05:30'), method: 'unpaid', items: [{ ...haircut, pricePaise: 25_000 }], tipPaise: 500, customerName: 'Owes' });
    await insertPayment(t.ctx.db, { barberId: b, takenAt: at('2026-11-23T15:00:00+05:30'), method: 'cash', items: [{ name: '=HYPERLINK("x")', pricePaise: 33_333, serviceId: null }], customerName: 'Odd Paise' });
    await insertPayment(t.ctx.db, { barberId: b, takenAt: at('2026-11-22T20:00:00+05:30'), method: 'upi', items: [{ ...beard, pricePaise: 10_000 }], customerName: 'Day Before' });
    admin = await staffLogin(t.app, ADMIN);
    barberA = await staffLogin(t.app, BARBER_A);
    barberB = await staffLogin(t.app, BARBER_B);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const report = async (query: string, cookie = admin): Promise<TakingsReport> => {
    const response = await get(`/api/takings${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return takingsReportSchema.parse(response.json());
  };
  const allEntries = async (query: string, cookie = admin): Promise<TakingsEntry[]> => {
    const seen: TakingsEntry[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`/api/takings/entries${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      const page = takingsEntriesPageSchema.parse(response.json());
      seen.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor !== null && seen.length < 100);
    return seen;
  };

  it("adds up the day's current entries: received by method, tips, discounts, unpaid apart", async () => {
    const day = await report('?from=2026-11-23&to=2026-11-23');
    expect(day.totals).toEqual({
      // 570 cash + 300 UPI + 350 card (the correction) + 333.33 cash
      receivedPaise: 155_333,
      cashPaise: 57_000 + 33_333,
      upiPaise: 30_000,
      cardPaise: 35_000,
      tipsPaise: 2_000,
      discountsPaise: 10_000,
      unpaidPaise: 25_500,
      entries: 5,
    });
    expect(day.days).toEqual([{ date: '2026-11-23', receivedPaise: 155_333, entries: 5 }]);
  });

  it("works each barber's share at their commission: once on the paid net, rounded half up, plus tips", async () => {
    const day = await report('?from=2026-11-23&to=2026-11-23');
    const ravi = day.barbers.find((barber) => barber.barberId === shop.barberA.id);
    const sunil = day.barbers.find((barber) => barber.barberId === shop.barberB.id);
    expect(ravi).toEqual({
      barberId: shop.barberA.id,
      name: 'Ravi Kumar',
      commissionBasisPoints: 2500,
      netPaidPaise: 120_000,
      tipsPaise: 2_000,
      commissionPaise: 30_000,
      sharePaise: 32_000,
      receivedPaise: 122_000,
      unpaidPaise: 25_500,
      entries: 4,
    });
    // 33333 × 33.33 % = 11110.3889 paise → 11110.
    expect(sunil).toMatchObject({ netPaidPaise: 33_333, commissionPaise: 11_110, sharePaise: 11_110, receivedPaise: 33_333, entries: 1 });
    // The barbers' figures add up to the totals.
    expect(day.barbers.reduce((sum, barber) => sum + barber.receivedPaise, 0)).toBe(day.totals.receivedPaise);
    expect(day.barbers.reduce((sum, barber) => sum + barber.unpaidPaise, 0)).toBe(day.totals.unpaidPaise);
    expect(day.barbers.reduce((sum, barber) => sum + barber.entries, 0)).toBe(day.totals.entries);
  });

  it('counts each payment to the shop-local day of its takenAt, across midnight in Asia/Kolkata', async () => {
    const range = await report('?from=2026-11-22&to=2026-11-24');
    expect(range.days).toEqual([
      { date: '2026-11-22', receivedPaise: 10_000, entries: 1 },
      { date: '2026-11-23', receivedPaise: 155_333, entries: 5 },
      { date: '2026-11-24', receivedPaise: 21_000, entries: 1 },
    ]);
    expect(range.totals.receivedPaise).toBe(10_000 + 155_333 + 21_000);
    const next = await report('?from=2026-11-24&to=2026-11-24');
    expect(next.totals).toMatchObject({ receivedPaise: 21_000, cardPaise: 21_000, tipsPaise: 1_000, entries: 1 });
    // A barber without entries is listed with nothing, and shares nothing.
    expect(next.barbers.find((barber) => barber.barberId === shop.barberB.id)).toMatchObject({ receivedPaise: 0, sharePaise: 0, entries: 0 });
  });

  it('has totals equal to the current entries the list shows, corrected ones listed and marked but not counted', async () => {
    const entries = await allEntries('?from=2026-11-22&to=2026-11-24');
    // Newest first; the correction, which keeps its entry's time, before the entry it corrects.
    expect(entries.map((entry) => entry.customerName)).toEqual([
      'After Midnight',
      'Before Midnight',
      'Odd Paise',
      'Owes',
      'Corrected',
      'Corrected',
      'Asha',
      'Day Before',
    ]);
    const [correction, corrected] = entries.filter((entry) => entry.customerName === 'Corrected');
    expect(correction).toMatchObject({ method: 'card', correctedById: null, netPaise: 35_000, totalPaise: 35_000 });
    expect(corrected).toMatchObject({ method: 'cash', correctedById: correction?.id, date: '2026-11-23', time: '12:00' });
    expect(correction?.correctsId).toBe(corrected?.id);
    const asha = entries.find((entry) => entry.customerName === 'Asha');
    expect(asha).toMatchObject({ token: asha?.bookingId, barberName: 'Ravi Kumar', servicesPaise: 60_000, discountPaise: 5_000, tipPaise: 2_000, netPaise: 55_000, totalPaise: 57_000 });
    expect(asha?.items.map((item) => item.name)).toEqual(['Haircut', 'Beard Trim']);

    const current = entries.filter((entry) => entry.correctedById === null);
    const paid = current.filter((entry) => entry.method !== 'unpaid');
    const range = await report('?from=2026-11-22&to=2026-11-24');
    expect(range.totals.entries).toBe(current.length);
    expect(range.totals.receivedPaise).toBe(paid.reduce((sum, entry) => sum + entry.totalPaise, 0));
    expect(range.totals.tipsPaise).toBe(paid.reduce((sum, entry) => sum + entry.tipPaise, 0));
    expect(range.totals.discountsPaise).toBe(paid.reduce((sum, entry) => sum + entry.discountPaise, 0));
    expect(range.totals.unpaidPaise).toBe(current.filter((entry) => entry.method === 'unpaid').reduce((sum, entry) => sum + entry.totalPaise, 0));
    for (const barber of range.barbers) {
      const own = paid.filter((entry) => entry.barberId === barber.barberId);
      const net = own.reduce((sum, entry) => sum + entry.netPaise, 0);
      expect(barber.netPaidPaise).toBe(net);
      expect(barber.sharePaise).toBe(commissionPaise(net, barber.commissionBasisPoints) + own.reduce((sum, entry) => sum + entry.tipPaise, 0));
    }
  });

  it("shows a barber only their own figures and entries, never another's", async () => {
    const own = await report('?from=2026-11-23&to=2026-11-23', barberA);
    expect(own.barbers.map((barber) => barber.barberId)).toEqual([shop.barberA.id]);
    expect(own.totals).toMatchObject({ receivedPaise: 122_000, unpaidPaise: 25_500, entries: 4, tipsPaise: 2_000 });
    expect(own.days).toEqual([{ date: '2026-11-23', receivedPaise: 122_000, entries: 4 }]);
    const entries = await allEntries('?from=2026-11-22&to=2026-11-24', barberB);
    expect(entries.map((entry) => entry.customerName)).toEqual(['Odd Paise', 'Day Before']);
    const body = (await get('/api/takings?from=2026-11-22&to=2026-11-24', barberB)).body;
    expect(body).not.toContain('Ravi');
    // Asking for another barber changes nothing: the query has no such field.
    expect((await report(`?from=2026-11-23&to=2026-11-23&barberId=${shop.barberA.id}`, barberB)).barbers.map((barber) => barber.barberId)).toEqual([shop.barberB.id]);
  });

  it('answers the CSV of the current entries, oldest first, to the admin only', async () => {
    const response = await get('/api/takings.csv?from=2026-11-22&to=2026-11-24');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="takings-2026-11-22-2026-11-24.csv"');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(['date', 'time', 'token', 'barber', 'services', 'method', 'net', 'discount', 'tip', 'total', 'corrects']);
    const current = (await allEntries('?from=2026-11-22&to=2026-11-24')).filter((entry) => entry.correctedById === null).reverse();
    expect(rows).toEqual(
      current.map((entry) => [
        entry.date,
        entry.time,
        String(entry.token),
        entry.barberName,
        entry.items.map((item) => (item.name.startsWith('=') ? `'${item.name}` : item.name)).join('; '),
        entry.method,
        rupees(entry.netPaise),
        rupees(entry.discountPaise),
        rupees(entry.tipPaise),
        rupees(entry.totalPaise),
        entry.correctsId === null ? '' : String(entry.correctsId),
      ]),
    );
    expect(rows[0]).toEqual(['2026-11-22', '20:00', expect.any(String) as string, 'Sunil "Sonu", Shah', 'Beard Trim', 'upi', '100.00', '0.00', '0.00', '100.00', '']);
    expect(rows.find((row) => row[4] === 'Haircut; Beard Trim')?.slice(6)).toEqual(['550.00', '50.00', '20.00', '570.00', '']);
    // The quoting itself: a doubled quote inside a quoted field.
    expect(response.body).toContain('"Sunil ""Sonu"", Shah"');
    expectError(await get('/api/takings.csv?from=2026-11-22&to=2026-11-24', barberA), 403, 'FORBIDDEN');
  });

  it('refuses bad ranges with 400 naming the field, strangers and customers', async () => {
    const refusals: [string, string][] = [
      ['?from=2026-11-24&to=2026-11-23', 'The end date is before the start date'],
      ['?from=2025-11-22&to=2026-11-23', 'Choose at most 366 days'],
      ['?from=2026-02-30&to=2026-03-01', 'Use a date like 2026-11-21'],
      ['?from=23-11-2026&to=2026-11-23', 'Use a date like 2026-11-21'],
      ['?to=2026-11-23', 'Invalid input: expected string, received undefined'],
    ];
    for (const [query, message] of refusals) {
      for (const path of ['/api/takings', '/api/takings/entries', '/api/takings.csv']) {
        const error = expectError(await get(`${path}${query}`), 400, 'VALIDATION_ERROR');
        expect(error.message, `${path}${query}`).toBe(message);
      }
    }
    // 366 days are fine: a leap year's whole.
    expect((await report('?from=2024-01-01&to=2024-12-31')).days).toHaveLength(366);
    expectError(await get('/api/takings/entries?from=2026-11-23&to=2026-11-23&limit=101'), 400, 'VALIDATION_ERROR');
    expectError(await get('/api/takings/entries?from=2026-11-23&to=2026-11-23&cursor=drop-table'), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject({ method: 'GET', url: '/api/takings?from=2026-11-23&to=2026-11-23' }), 401, 'UNAUTHORIZED');
    expectError(await get('/api/takings?from=2026-11-23&to=2026-11-23', await customerLogin(t.app, '9800000001')), 403, 'FORBIDDEN');
  });

  it("never shows another shop's money, nor this shop's to another shop", async () => {
    const { ctx, barber } = await addSecondShop(t);
    await insertPayment(ctx.db, { barberId: barber.id, takenAt: at('2026-11-23T11:00:00+05:30'), method: 'cash', items: [{ name: 'Shave', pricePaise: 77_700, serviceId: null }], customerName: 'Other Shop Customer' });
    const mine = await report('?from=2026-11-23&to=2026-11-23');
    expect(mine.totals.receivedPaise).toBe(155_333);
    expect(JSON.stringify(await allEntries('?from=2026-11-23&to=2026-11-23'))).not.toContain('Other Shop');
    expect((await get('/api/takings.csv?from=2026-11-23&to=2026-11-23')).body).not.toContain('Shave');

    const { username, password } = SECOND_SHOP.barber;
    const theirs = sessionCookie(await t.app.inject({ method: 'POST', url: `/s/${SECOND_SHOP.slug}/api/login`, payload: { username, password } }));
    const response = await t.app.inject({ method: 'GET', url: `/s/${SECOND_SHOP.slug}/api/takings?from=2026-11-23&to=2026-11-23`, headers: { cookie: theirs } });
    expect(response.statusCode, response.body).toBe(200);
    const other = takingsReportSchema.parse(response.json());
    expect(other.totals).toMatchObject({ receivedPaise: 77_700, entries: 1 });
    expect(response.body).not.toContain('Ravi');
    // Shop 1's admin session is nobody at the second shop.
    const foreign = await t.app.inject({ method: 'GET', url: `/s/${SECOND_SHOP.slug}/api/takings?from=2026-11-23&to=2026-11-23`, headers: { cookie: admin } });
    expect(foreign.statusCode).toBe(401);
  });
});
