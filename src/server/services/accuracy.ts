import { addCalendarDays } from '../../shared/domain/format.js';
import { shopDateOf, shopDayStart } from '../../shared/domain/shop-day.js';
import type { AccuracyFigures, AccuracyReport } from '../../shared/schemas/accuracy.js';
import type { AppContext } from '../context.js';
import { walkInAccuracy, type AccuracyRow } from '../data/booking-figures.js';

/** Minutes a walk-in may start later than promised before it counts as late (docs/product/waits.md). */
const LATE_AFTER_MIN = 5;
/** Minutes either way that count as "on time" in the owner's figures. */
const WITHIN_MIN = 10;

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));
const round = (value: number | null, digits: number): number | null =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

function figuresOf(row: AccuracyRow | undefined): AccuracyFigures {
  if (!row) return { walkIns: 0, medianAbsMin: null, withinTenShare: null, lateShare: null };
  return {
    walkIns: Number(row.walk_ins),
    medianAbsMin: round(num(row.median_abs_min), 1),
    withinTenShare: round(num(row.within_share), 3),
    lateShare: round(num(row.late_share), 3),
  };
}

/**
 * Promised against actual starts of the walk-ins served in the last `days` shop dates (a night past
 * midnight counts with the date it began on), for the shop, per barber and per date: aggregated by
 * the database along an index, never by reading every booking into memory.
 */
export async function accuracyReport(ctx: AppContext, days: number, now = ctx.clock()): Promise<AccuracyReport> {
  const hours = await ctx.store.settings();
  const today = shopDateOf(now, hours);
  const firstDay = addCalendarDays(today, -(days - 1));
  const from = new Date(shopDayStart(firstDay, hours));
  const to = new Date(shopDayStart(addCalendarDays(today, 1), hours));

  const window = { from, to, rule: hours, withinMin: WITHIN_MIN, lateAfterMin: LATE_AFTER_MIN };
  const [shop, perBarber, perDay, barbers] = await Promise.all([
    walkInAccuracy(ctx.db, 'shop', window),
    walkInAccuracy(ctx.db, 'barber', window),
    walkInAccuracy(ctx.db, 'day', window),
    ctx.store.barbers(),
  ]);

  const byBarber = new Map(perBarber.map((row) => [Number(row.key), row]));
  const byDay = new Map(perDay.map((row) => [String(row.key), row]));
  const daily = Array.from({ length: days }, (_, index) => {
    const date = addCalendarDays(firstDay, index);
    return { date, ...figuresOf(byDay.get(date)) };
  });
  return {
    days,
    shop: figuresOf(shop[0]),
    barbers: [...barbers]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((barber) => ({ barberId: barber.id, name: barber.name, ...figuresOf(byBarber.get(barber.id)) })),
    daily,
  };
}
