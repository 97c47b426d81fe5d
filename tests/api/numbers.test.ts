import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numbersReportSchema } from '../../src/shared/schemas/numbers.js';
import type { TestApp } from '../helpers/app.js';
import { BARBER_A, expectError, staffLogin } from '../helpers/fixtures.js';
import { expectedReport } from '../helpers/numbers-expected.js';
import { makePayments, MINUTE, NOW, random, type Seeded, type SeededPayment } from '../helpers/numbers-month.js';
import { insertPayment, insertRefusals } from '../helpers/numbers-rows.js';
import { numbersShop } from '../helpers/numbers-shop.js';

/*
 * GET /api/numbers (docs/product/money.md, The owner's numbers) over a seeded month and more of a
 * shop in New York whose day runs past midnight (10:00-02:00: the small hours count with the date
 * before), across the end of daylight saving time (1 November 2026). The expected numbers are worked
 * out from the seeded rows in plain TypeScript (tests/helpers/numbers-expected.ts).
 */

describe('GET /api/numbers', () => {
  let t: TestApp;
  let admin: string;
  let barber: string;
  let booked: Seeded[] = [];
  const paid: SeededPayment[] = [];
  const refusals: Date[] = [];
  let names = new Map<number, string>();

  beforeAll(async () => {
    const shop = await numbersShop();
    ({ t, admin, names, booked } = shop);
    barber = await staffLogin(t.app, BARBER_A);
    for (const entry of makePayments(booked)) paid.push({ ...entry, id: await insertPayment(t.ctx.db, entry) });
    // Corrections: every seventh entry is corrected (another method, another amount), and the
    // first correction corrected again; a correction keeps the corrected entry's day.
    const firsts = paid.filter((_, index) => index % 7 === 0);
    for (const [index, entry] of firsts.entries()) {
      const correction = { ...entry, correctsId: entry.id, method: index % 2 === 0 ? ('upi' as const) : ('unpaid' as const), tipPaise: 3_000 };
      paid.push({ ...correction, id: await insertPayment(t.ctx.db, correction) });
    }
    const corrected = paid.at(-firsts.length);
    if (corrected) {
      const again = { ...corrected, correctsId: corrected.id, method: 'card' as const, servicesPaise: 99_000 };
      paid.push({ ...again, id: await insertPayment(t.ctx.db, again) });
    }
    const next = random(7);
    for (let i = 0; i < 20; i++) refusals.push(new Date(NOW - Math.floor(next() * 56 * 24 * 60) * MINUTE));
    refusals.push(new Date('2026-11-02T06:59:00Z'), new Date(NOW - MINUTE));
    await insertRefusals(t.ctx.db, refusals.slice(0, 10), shop.barberA);
    await insertRefusals(t.ctx.db, refusals.slice(10));
  });

  afterAll(async () => {
    await t.close();
  });

  const ask = (query: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/numbers${query}`, ...(cookie ? { headers: { cookie } } : {}) });

  it('adds up the last four weeks exactly, in the shop’s dates and zone', async () => {
    const response = await ask('?weeks=4', admin);
    expect(response.statusCode, response.body).toBe(200);
    const report = numbersReportSchema.parse(response.json());
    const expected = expectedReport(4, booked, paid, refusals, names);
    expect(report).toEqual(expected);
    // The seeded month holds something of every kind, so no figure is zero by accident.
    const totals = expected.byWeek.reduce((sum, week) => sum + week.walkInsServed * week.appointmentsServed * week.noShows, 0);
    expect(totals).toBeGreaterThan(0);
    expect(expected.byWeek.some((week) => week.leftAfterLongWait > 0 && week.refusedAtLastCall > 0 && week.cancelledByShop > 0)).toBe(true);
    expect(expected.repeatCustomers.some((month) => month.returning > 0 && month.returning < month.customers)).toBe(true);
    expect(expected.arrivals[6]?.[1]).toBeGreaterThan(0);
  });

  it('counts twelve weeks by default and up to 52, the same way', async () => {
    const twelve = numbersReportSchema.parse((await ask('', admin)).json());
    expect(twelve).toEqual(expectedReport(12, booked, paid, refusals, names));
    expect(twelve.from).toBe('2026-08-31');
    const year = numbersReportSchema.parse((await ask('?weeks=52', admin)).json());
    expect(year.byWeek).toHaveLength(52);
    expect(year).toEqual(expectedReport(52, booked, paid, refusals, names));
  });

  it('refuses weeks outside 4 to 52 with the field’s message', async () => {
    for (const weeks of ['3', '53', '4.5', 'many']) {
      const body = expectError(await ask(`?weeks=${weeks}`, admin), 400, 'VALIDATION_ERROR');
      expect(body.fields?.weeks).toBe('weeks must be a whole number from 4 to 52');
    }
  });

  it('answers the admin only', async () => {
    expectError(await ask('?weeks=4'), 401, 'UNAUTHORIZED');
    expectError(await ask('?weeks=4', barber), 403, 'FORBIDDEN');
  });
});
