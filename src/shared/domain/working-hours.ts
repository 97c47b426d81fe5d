import type { Availability, HoursSpan, WeeklyHours } from '../schemas/hours.js';
import { addCalendarDays, isCalendarDate, minutesToHHMM, parseHHMM, zonedInstant } from './format.js';
import { calendarDateOf, shopDateOf, shopInstant, type ShopDayRule } from './shop-day.js';

/** Epoch-millisecond interval, end exclusive. */
export interface Interval {
  start: number;
  end: number;
}

/** What a barber's working time is made of (docs/product/chairs-day.md). */
export interface BarberTime {
  /** Null: the shop's hours every day. */
  weekly: WeeklyHours | null;
  /** Dated days off, shop-local. */
  daysOff: readonly string[];
  /** The break started from the dashboard, or null. */
  breakStart: number | null;
  breakEnd: number | null;
}

/** What the shop adds to every barber's time; its hours also say what a shop date means. */
export interface ShopTime extends ShopDayRule {
  /** Shop-wide closed dates (holidays): nobody works. */
  closedDates: readonly string[];
}

/** Days after the current one whose hours the plan sees: the slot window reaches two days ahead. */
const DAYS_AHEAD = 2;

/** 0 for Sunday, as the weekly schedule counts. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** A shop's opening and closing time, 'HH:MM' shop-local. */
export interface OpeningHours {
  openTime: string;
  closeTime: string;
}

/** The shop's hours as one period. Open equal to close is a 24-hour day, as the slot grid reads it. */
export function shopSpan(shop: OpeningHours): HoursSpan {
  return { start: shop.openTime, end: shop.closeTime };
}

/**
 * A weekday's periods (0 for Sunday) in the week's order: the barber's own, or the shop's hours
 * every day when the week is null (docs/product/chairs-day.md).
 */
export function daySpans(weekly: WeeklyHours | null, weekday: number, shop: OpeningHours): readonly HoursSpan[] {
  if (weekly === null) return [shopSpan(shop)];
  return weekly[weekday] ?? [];
}

/**
 * A span of a shop date as instants. It starts where that date's time is (a start in the small
 * hours of a night past midnight is on the next calendar date) and ends at the first end time
 * after its start.
 */
function spanInstants(date: string, span: HoursSpan, shop: ShopTime): Interval | null {
  const start = parseHHMM(span.start);
  const end = parseHHMM(span.end);
  const startDate = calendarDateOf(date, span.start, shop);
  if (start === null || end === null || startDate === null) return null;
  const from = shopInstant(date, span.start, shop);
  const endMinute = end > start ? end : end + 1440;
  const endDate = endMinute >= 1440 ? addCalendarDays(startDate, 1) : startDate;
  const to = zonedInstant(endDate, minutesToHHMM(endMinute), shop.timeZone);
  return to > from ? { start: from, end: to } : null;
}

/**
 * The barber's working spans of one shop-local date, as instants in order: none on a day off, a
 * closed date or a weekday they do not work. The dashboard break is not taken out here.
 */
export function spansOn(date: string, barber: BarberTime, shop: ShopTime): readonly Interval[] {
  let byShop = knownSpans.get(barber);
  if (!byShop) {
    byShop = new WeakMap();
    knownSpans.set(barber, byShop);
  }
  let byDate = byShop.get(shop);
  if (!byDate) {
    byDate = new Map();
    byShop.set(shop, byDate);
  }
  const known = byDate.get(date);
  if (known) return known;
  const spans = Object.freeze(workOutSpans(date, barber, shop).map((span) => Object.freeze(span)));
  if (byDate.size >= DATES_KEPT) byDate.clear();
  byDate.set(date, spans);
  return spans;
}

/**
 * Spans worked out already, by the barber's and the shop's time objects and the date. The server
 * keeps one time object per row of its hot store (src/server/services/plans.ts) until a change
 * replaces the row, so a date is worked out once per change, not once per plan. Frozen: every
 * caller shares them.
 */
const knownSpans = new WeakMap<BarberTime, WeakMap<ShopTime, Map<string, readonly Interval[]>>>();
const DATES_KEPT = 32;

function workOutSpans(date: string, barber: BarberTime, shop: ShopTime): Interval[] {
  if (!isCalendarDate(date) || shop.closedDates.includes(date) || barber.daysOff.includes(date)) return [];
  const spans = daySpans(barber.weekly, weekdayOf(date), shop);
  return spans
    .map((span) => spanInstants(date, span, shop))
    .filter((interval): interval is Interval => interval !== null)
    .sort((a, b) => a.start - b.start);
}

/** Ascending and disjoint: overlapping or touching intervals become one (a day running into the next). */
export function merged(intervals: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  for (const interval of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = result[result.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else result.push({ ...interval });
  }
  return result;
}

/** `intervals` with `cut` taken out, merged. */
function without(intervals: readonly Interval[], cut: Interval | null): Interval[] {
  if (!cut || cut.end <= cut.start) return merged(intervals);
  return merged(intervals).flatMap((interval) => {
    if (cut.end <= interval.start || cut.start >= interval.end) return [interval];
    const parts: Interval[] = [];
    if (cut.start > interval.start) parts.push({ start: interval.start, end: cut.start });
    if (cut.end < interval.end) parts.push({ start: cut.end, end: interval.end });
    return parts;
  });
}

/** A barber's working time around `now`, as the plan, the slot grid and the card need it. */
export interface ChairDay {
  /** The shop-local date of the working day `now` belongs to (yesterday's, past midnight). */
  date: string;
  /** That day's spans, the dashboard break left in. Empty: not working that day. */
  spans: readonly Interval[];
  /**
   * When the barber works from the start of that day until the end of the slot window, the
   * dashboard break taken out: ascending, disjoint.
   */
  working: Interval[];
  /** End of the day's last span, or `now` when not working today: no walk-in is planned past it. */
  dayEnd: number;
  /** The dashboard break, or null. */
  break: Interval | null;
}

/**
 * The working day `now` falls in: the shop date `now` belongs to (shop-day.ts), or the date before
 * while one of its spans still runs (a barber who works on past the shop's turn of the date). Pure
 * and clock-free.
 */
export function chairDay(now: number, barber: BarberTime, shop: ShopTime): ChairDay {
  const today = shopDateOf(now, shop);
  const yesterday = addCalendarDays(today, -1);
  const yesterdaySpans = spansOn(yesterday, barber, shop);
  const date = yesterdaySpans.some((span) => span.end > now) ? yesterday : today;
  const spans = date === yesterday ? yesterdaySpans : spansOn(today, barber, shop);
  const ahead: Interval[] = [];
  for (let offset = 1; offset <= DAYS_AHEAD + (date === yesterday ? 1 : 0); offset += 1) {
    ahead.push(...spansOn(addCalendarDays(date, offset), barber, shop));
  }
  const breakInterval =
    barber.breakStart !== null && barber.breakEnd !== null && barber.breakEnd > barber.breakStart
      ? { start: barber.breakStart, end: barber.breakEnd }
      : null;
  // The day ends with its last span, or later when the next day's work starts right then (a shop
  // open around the clock, a night that runs on into the morning).
  let dayEnd = spans[spans.length - 1]?.end ?? now;
  for (const span of merged(ahead)) if (spans.length > 0 && span.start <= dayEnd) dayEnd = Math.max(dayEnd, span.end);
  return { date, spans, working: without([...spans, ...ahead], breakInterval), dayEnd, break: breakInterval };
}

/** Where the working day stands at `now`, without last call (which needs the plan). */
export function availabilityAt(now: number, day: ChairDay): Omit<Availability, 'queueClosed'> {
  const iso = (at: number) => new Date(at).toISOString();
  const first = day.spans[0];
  if (!first) return { status: 'day_off', until: null };
  if (now >= day.dayEnd) return { status: 'day_over', until: null };
  if (now < first.start) return { status: 'not_started', until: iso(first.start) };
  const inWork = day.working.find((interval) => interval.start <= now && now < interval.end);
  if (inWork) return { status: 'working', until: null };
  // Between two spans, or on the dashboard break: back at the next working moment.
  const back = day.working.find((interval) => interval.start > now);
  return back && back.start < day.dayEnd ? { status: 'on_break', until: iso(back.start) } : { status: 'day_over', until: null };
}

export type OffReason = 'BARBER_BREAK' | 'BARBER_OFF';

/** A date's working time for the slot grid: its own spans, and the working time around it. */
export interface DateHours {
  spans: readonly Interval[];
  /** The spans of the date and of its neighbours (a night running into it), the dashboard break taken out. */
  working: Interval[];
}

export function dateHours(date: string, barber: BarberTime, shop: ShopTime): DateHours {
  const breakInterval =
    barber.breakStart !== null && barber.breakEnd !== null ? { start: barber.breakStart, end: barber.breakEnd } : null;
  const around = [-1, 0, 1].flatMap((offset) => spansOn(addCalendarDays(date, offset), barber, shop));
  return { spans: spansOn(date, barber, shop), working: without(around, breakInterval) };
}

/**
 * Why a booking over `candidate` would find the barber away, or undefined when they work all of it:
 * a break when it falls within the date's working day (between its first start and last end, or on
 * the dashboard break), else off duty.
 */
export function offDutyReason(candidate: Interval, hours: DateHours): OffReason | undefined {
  if (hours.working.some((interval) => interval.start <= candidate.start && candidate.end <= interval.end)) return undefined;
  const first = hours.spans[0];
  const last = hours.spans[hours.spans.length - 1];
  if (first && last && candidate.start >= first.start && candidate.end <= last.end) return 'BARBER_BREAK';
  return 'BARBER_OFF';
}
