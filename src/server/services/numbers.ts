import { addCalendarDays } from '../../shared/domain/format.js';
import { shopDateOf, shopDayStart, type ShopDayRule } from '../../shared/domain/shop-day.js';
import { NUMBERS_MONTHS, type NumbersMonth, type NumbersReport, type NumbersWaitHour, type NumbersWeek } from '../../shared/schemas/numbers.js';
import type { AppContext } from '../context.js';
import { KEEP_AFTER_MS, type ShopDay } from '../data/day-figures.js';
import { ownerNumbers, POSTGRES_ISOLATION, type NumbersWindow } from '../data/numbers-figures.js';

/** The Monday of a calendar date's week (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addCalendarDays(date, -((weekday + 6) % 7));
}

/** The month `back` months before a YYYY-MM-DD date's, as YYYY-MM. */
function monthBefore(date: string, back: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 - back;
  const at = new Date(Date.UTC(year, month, 1));
  return at.toISOString().slice(0, 7);
}

const num = (value: number | string | null | undefined): number => Number(value ?? 0);
const oneDecimal = (value: number | string): number => Math.round(Number(value) * 10) / 10;

/** The instants the report counts between, and its first and last shop dates. */
export function numbersWindow(rule: ShopDayRule, weeks: number, now: number): NumbersWindow & { today: string; firstDay: string } {
  const today = shopDateOf(now, rule);
  const firstDay = addCalendarDays(mondayOf(today), -7 * (weeks - 1));
  const firstMonth = monthBefore(today, NUMBERS_MONTHS - 1);
  const weekStarts = Array.from({ length: weeks }, (_, index) => new Date(shopDayStart(addCalendarDays(firstDay, 7 * index), rule)));
  // The period's dates from the first, up to the last that ended KEEP_AFTER_MS before now.
  const closedDays: ShopDay[] = [];
  for (let date = firstDay, start = shopDayStart(date, rule); date < today; ) {
    const next = addCalendarDays(date, 1);
    const end = shopDayStart(next, rule);
    if (end > now - KEEP_AFTER_MS) break;
    closedDays.push({ start: new Date(start), end: new Date(end) });
    date = next;
    start = end;
  }
  const monthStarts = Array.from({ length: NUMBERS_MONTHS }, (_, index) => new Date(shopDayStart(`${monthBefore(today, NUMBERS_MONTHS - 1 - index)}-01`, rule)));
  return {
    today,
    firstDay,
    from: new Date(shopDayStart(firstDay, rule)),
    // Up to now, this very instant included: a walk-in that joined just now has arrived.
    to: new Date(now + 1),
    monthsFrom: new Date(shopDayStart(`${firstMonth}-01`, rule)),
    weekStarts,
    monthStarts,
    closedDays,
    rule,
  };
}

/**
 * The owner's numbers for the last `weeks` weeks (docs/product/money.md, The owner's numbers):
 * from the Monday `weeks - 1` weeks before this week's, up to now, in the shop's dates (a night past
 * midnight counts with the date it began on), and repeat customers over the last 12 months.
 */
export async function numbersReport(ctx: AppContext, weeks: number, now = ctx.clock()): Promise<NumbersReport> {
  const rule = await ctx.store.settings();
  const { today, firstDay, ...window } = numbersWindow(rule, weeks, now);
  const row = await ownerNumbers(ctx.db, window, ctx.database.kind === 'postgres' ? POSTGRES_ISOLATION : {});

  const arrivals = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const cell of row.arrivals ?? []) {
    const day = arrivals[cell.dow - 1];
    if (day && cell.hour >= 0 && cell.hour < 24) day[cell.hour] = cell.n;
  }

  const weekRows = new Map((row.weeks ?? []).map((week) => [week.week, week]));
  const refusals = new Map((row.refusals ?? []).map((week) => [week.week, week.n]));
  const revenue = new Map((row.revenue ?? []).map((week) => [week.week, num(week.paise)]));
  const byWeek: NumbersWeek[] = Array.from({ length: weeks }, (_, index) => {
    const counted = weekRows.get(index + 1);
    return {
      weekStart: addCalendarDays(firstDay, 7 * index),
      walkInsServed: counted?.walk_ins ?? 0,
      appointmentsServed: counted?.appointments ?? 0,
      noShows: counted?.no_shows ?? 0,
      cancelledByCustomer: counted?.by_customer ?? 0,
      cancelledByShop: counted?.by_shop ?? 0,
      refusedAtLastCall: refusals.get(index + 1) ?? 0,
      leftAfterLongWait: counted?.long_waits ?? 0,
      revenuePaise: revenue.get(index + 1) ?? 0,
    };
  });

  const waits = new Map((row.waits ?? []).map((hour) => [hour.hour, hour]));
  const waitsByHour: NumbersWaitHour[] = Array.from({ length: 24 }, (_, hour) => {
    const served = waits.get(hour);
    return served
      ? { hour, walkIns: served.n, averageMin: oneDecimal(served.average), p90Min: oneDecimal(served.p90) }
      : { hour, walkIns: 0, averageMin: null, p90Min: null };
  });

  const months = new Map((row.months ?? []).map((month) => [month.month, month]));
  const repeatCustomers: NumbersMonth[] = Array.from({ length: NUMBERS_MONTHS }, (_, index) => {
    const counted = months.get(index + 1);
    return { month: monthBefore(today, NUMBERS_MONTHS - 1 - index), customers: counted?.customers ?? 0, returning: counted?.returning ?? 0 };
  });

  return {
    weeks,
    timeZone: rule.timeZone,
    from: firstDay,
    to: today,
    arrivals,
    byWeek,
    waitsByHour,
    revenueByBarber: (row.barbers ?? [])
      .map((barber) => ({ barberId: barber.barber_id, name: barber.name, revenuePaise: num(barber.paise) }))
      .sort((a, b) => b.revenuePaise - a.revenuePaise || a.name.localeCompare(b.name)),
    repeatCustomers,
  };
}
