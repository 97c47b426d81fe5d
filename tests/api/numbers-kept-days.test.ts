import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.js';
import { bookings, dayFigures, shopSettings } from '../../src/server/db/schema.js';
import { numbersReportSchema, type NumbersReport } from '../../src/shared/schemas/numbers.js';
import type { TestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/db.js';
import { expectedReport } from '../helpers/numbers-expected.js';
import { MINUTE, NOW, shopDate, ZONE, type Seeded } from '../helpers/numbers-month.js';
import { insertPastBookings } from '../helpers/numbers-rows.js';
import { numbersShop } from '../helpers/numbers-shop.js';

/*
 * The figures a report keeps of each closed day (docs/product/money.md, How it is worked out): the
 * report reads them instead of the day's bookings, and a booking of a kept day written again
 * makes the day be read anew. The same seeded month as tests/api/numbers.test.ts, in New York with
 * a day that turns at 02:00; now is Wednesday 18 November 2026, 15:00 there.
 */

/** The twelve weeks' dates that ended two days before now: 31 August to 15 November. */
const KEPT_DAYS = 77;

describe('the owner’s numbers from the kept days', () => {
  let t: TestApp;
  let admin: string;
  let booked: Seeded[] = [];
  let names = new Map<number, string>();

  beforeAll(async () => {
    ({ t, admin, names, booked } = await numbersShop());
  });

  afterAll(async () => {
    await t.close();
  });

  async function report(weeks = 12): Promise<NumbersReport> {
    const response = await t.app.inject({ method: 'GET', url: `/api/numbers?weeks=${weeks}`, headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    return numbersReportSchema.parse(response.json());
  }

  const expected = (weeks = 12) => expectedReport(weeks, booked, [], [], names);

  async function keptRows() {
    return t.ctx.db.select({ dayStart: dayFigures.dayStart, timeZone: dayFigures.timeZone, turnMinute: dayFigures.turnMinute }).from(dayFigures);
  }

  /** A served walk-in of a kept day, with the week of the report it falls in. */
  function servedWalkInOfKeptDay(): Seeded {
    const found = booked.find(
      (row) => row.bookingType === 'queue' && row.status === 'completed' && row.bookingTime.getTime() > Date.parse('2026-10-05T12:00:00-04:00') && shopDate(row.bookingTime.getTime()) < '2026-11-10',
    );
    if (!found) throw new Error('the seeded month has no served walk-in in October or November');
    return found;
  }

  it('keeps a row for each date that ended two days ago, and answers from them what the bookings say', async () => {
    expect(await keptRows()).toEqual([]);
    expect(await report()).toEqual(expected());
    const kept = await keptRows();
    expect(kept).toHaveLength(KEPT_DAYS);
    expect(new Set(kept.map((row) => `${row.timeZone} ${row.turnMinute}`))).toEqual(new Set([`${ZONE} 120`]));
    // Asked again, the report reads the same rows and answers the same.
    expect(await report()).toEqual(expected());
    expect(await report(52)).toEqual(expected(52));
    expect(await keptRows()).toHaveLength(KEPT_DAYS + 40 * 7);
  });

  it('reads a kept day’s row instead of its bookings', async () => {
    const before = await report();
    // 2 November 2026, a Monday: its row says a thousand more walk-ins were served.
    const monday = Date.parse('2026-11-02T02:00:00-05:00');
    await t.owner?.execute(sql`update day_figures set walk_ins = walk_ins + 1000 where day_start = ${new Date(monday)}`);
    const after = await report();
    const week = (r: NumbersReport) => r.byWeek.find((w) => w.weekStart === '2026-11-02')?.walkInsServed ?? 0;
    expect(week(after)).toBe(week(before) + 1000);
    await t.owner?.execute(sql`delete from day_figures where day_start = ${new Date(monday)}`);
    expect(await report()).toEqual(expected());
  });

  it('reads a day anew when one of its bookings is changed, added or deleted', async () => {
    await report();
    const served = servedWalkInOfKeptDay();
    await t.ctx.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'barber', cancelReason: 'no_show', servingStartedAt: null })
      .where(eq(bookings.id, served.id));
    Object.assign(served, { status: 'cancelled', cancelledBy: 'barber', cancelReason: 'no_show', servingStartedAt: null });
    expect(await report()).toEqual(expected());

    const at = new Date(Date.parse('2026-10-20T11:00:00-04:00'));
    const added = { barberId: served.barberId, customerPhone: '9700000001', bookingType: 'queue' as const, status: 'completed' as const, bookingTime: at, servingStartedAt: new Date(at.getTime() + 25 * MINUTE), finishedAt: new Date(at.getTime() + 55 * MINUTE) };
    const [id] = await insertPastBookings(t.ctx.db, [added]);
    booked.push({ ...added, id: id ?? 0 });
    expect(await report()).toEqual(expected());

    // Arrived on another day: both days are read anew.
    const moved = booked.find((row) => row !== served && row.bookingType === 'queue' && row.status === 'completed' && shopDate(row.bookingTime.getTime()) > '2026-09-07' && shopDate(row.bookingTime.getTime()) < '2026-11-10');
    if (!moved) throw new Error('no served walk-in to move');
    const noon = Date.parse('2026-09-02T12:00:00-04:00');
    const movedTo = { bookingTime: new Date(noon), arrivedAt: new Date(noon + 5 * MINUTE), servingStartedAt: new Date(noon + 25 * MINUTE), finishedAt: new Date(noon + 55 * MINUTE) };
    await t.ctx.db.update(bookings).set(movedTo).where(eq(bookings.id, moved.id));
    Object.assign(moved, movedTo);
    expect(await report()).toEqual(expected());

    const gone = booked.find((row) => row.status === 'completed' && row.bookingType === 'slot' && shopDate(row.bookingTime.getTime()) > '2026-09-07' && shopDate(row.bookingTime.getTime()) < '2026-11-10');
    if (!gone) throw new Error('no served appointment to delete');
    await t.ctx.db.delete(bookings).where(eq(bookings.id, gone.id));
    booked = booked.filter((row) => row !== gone);
    expect(await report()).toEqual(expected());
    expect(await keptRows()).toHaveLength(KEPT_DAYS + 40 * 7);
  });

  it('reads no row but the day’s own: not one cut at other instants or counted otherwise', async () => {
    await report();
    const monday = Date.parse('2026-11-02T02:00:00-05:00');
    const stray = (start: number, end: number, counting: number) => sql`insert into day_figures (day_start, day_end, time_zone, turn_minute, counting, arrived,
        walk_ins, appointments, no_shows, by_customer, by_shop, long_waits, wait_hours, wait_minutes)
      values (${new Date(start)}, ${new Date(end)}, ${ZONE}, 120, ${counting}, array_fill(100, array[24]), 100, 100, 100, 100, 100, 100, '{12}', '{500}')`;
    // An hour into a day, as an older time zone database might have cut it; and a day counted another way.
    await t.ctx.db.execute(stray(monday + 60 * MINUTE, monday + 25 * 60 * MINUTE, 1));
    await t.ctx.db.update(dayFigures).set({ counting: 0, walkIns: 1000 }).where(eq(dayFigures.dayStart, new Date(Date.parse('2026-11-03T02:00:00-05:00'))));
    expect(await report()).toEqual(expected());
    const rows = await keptRows();
    expect(rows).toHaveLength(KEPT_DAYS + 40 * 7);
    expect(rows.some((row) => row.dayStart.getTime() === monday + 60 * MINUTE)).toBe(false);
  });

  it('cuts the days anew when the shop’s hours move the turn of its day', async () => {
    await report();
    // Hours that end before midnight: the date turns at midnight, not at 02:00.
    await t.ctx.db.update(shopSettings).set({ openTime: '10:00', closeTime: '23:00' });
    t.ctx.store.clear();
    const cutAnew = await report();
    const kept = await keptRows();
    expect(new Set(kept.map((row) => row.turnMinute))).toEqual(new Set([0]));
    // What the rows written from nothing say, under the new hours.
    await t.owner?.execute(sql`truncate day_figures`);
    expect(await report()).toEqual(cutAnew);
    await t.ctx.db.update(shopSettings).set({ openTime: '10:00', closeTime: '02:00' });
    t.ctx.store.clear();
    expect(await report()).toEqual(expected());
  });

  it('reads the period from the bookings when kept rows keep vanishing as they are written', async () => {
    const owner = t.owner;
    if (!owner) throw new Error('the test app has no owner handle');
    await owner.execute(sql`truncate day_figures`);
    await owner.execute(sql`create function vanish() returns trigger language plpgsql as $$
      begin delete from day_figures where shop_id = new.shop_id and day_start = new.day_start; return null; end $$`);
    await owner.execute(sql`create trigger vanish after insert on day_figures for each row execute function vanish()`);
    try {
      expect(await report()).toEqual(expected());
      expect(await keptRows()).toEqual([]);
    } finally {
      await owner.execute(sql`drop trigger vanish on day_figures`);
      await owner.execute(sql`drop function vanish()`);
    }
    expect(await report()).toEqual(expected());
    expect(await keptRows()).toHaveLength(KEPT_DAYS);
  });

  it('forgets every kept day when the bookings are emptied', async () => {
    await report();
    expect((await keptRows()).length).toBeGreaterThan(0);
    await t.owner?.execute(sql`truncate bookings cascade`);
    expect(await keptRows()).toEqual([]);
    expect(await report()).toEqual(expectedReport(12, [], [], [], names));
    // Nothing is put back: no test of this suite follows, and the next seeds a shop of its own.
  });
});

describe.skipIf(!onPostgres)('the owner’s numbers while a kept day’s booking changes (PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let booked: Seeded[] = [];
  let names = new Map<number, string>();

  beforeAll(async () => {
    ({ t, admin, names, booked } = await numbersShop());
  });

  afterAll(async () => {
    await t.close();
  });

  const ask = () => t.app.inject({ method: 'GET', url: '/api/numbers?weeks=12', headers: { cookie: admin } });

  it('waits for a change in flight and keeps the day with it, never without', async () => {
    const served = booked.find((row) => row.bookingType === 'queue' && row.status === 'completed' && shopDate(row.bookingTime.getTime()) < '2026-11-10');
    if (!served) throw new Error('no served walk-in to change');
    let commit = () => {};
    const released = new Promise<void>((resolve) => (commit = resolve));
    let changed = () => {};
    const inFlight = new Promise<void>((resolve) => (changed = resolve));
    // The change is written, and its transaction held open while the report is asked for.
    const change = t.ctx.db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: 'cancelled', cancelledBy: 'customer', servingStartedAt: null }).where(eq(bookings.id, served.id));
      changed();
      await released;
    });
    await inFlight;
    const first = ask();
    // Time enough for a report that did not wait to have answered.
    await new Promise((resolve) => setTimeout(resolve, 500));
    commit();
    await change;
    Object.assign(served, { status: 'cancelled', cancelledBy: 'customer', servingStartedAt: null });
    const wanted = expectedReport(12, booked, [], [], names);
    expect(numbersReportSchema.parse((await first).json())).toEqual(wanted);
    expect(numbersReportSchema.parse((await ask()).json())).toEqual(wanted);
    const [row] = rowsOf<{ n: number }>(await (t.owner ?? t.ctx.db).execute(sql`select count(*)::int as n from day_figures`));
    expect(row?.n).toBe(KEPT_DAYS);
  });

  it('refuses to write a booking over a day old at repeatable read, where its day could stay kept without it', async () => {
    const old = booked.find((row) => shopDate(row.bookingTime.getTime()) < '2026-11-10');
    if (!old) throw new Error('no past booking');
    const write = t.ctx.db.transaction(
      (tx) => tx.update(bookings).set({ finishedAt: new Date(NOW - 3 * 24 * 60 * MINUTE) }).where(eq(bookings.id, old.id)),
      { isolationLevel: 'repeatable read' },
    );
    const refused: unknown = await write.then(() => null, (error: unknown) => error);
    expect(String(Reflect.get(Object(Reflect.get(Object(refused), 'cause')), 'message'))).toMatch(/day_figures\) need read committed/);
    // Today's bookings are written at any level.
    const [today] = await insertPastBookings(t.ctx.db, [{ ...old, bookingTime: new Date(Date.now() - 60 * MINUTE), slotStart: null, arrivedAt: null }]);
    await t.ctx.db.transaction((tx) => tx.update(bookings).set({ finishedAt: new Date() }).where(eq(bookings.id, today ?? 0)), { isolationLevel: 'repeatable read' });
  });
});
