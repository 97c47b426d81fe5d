import { SLOT_WINDOW_HOURS, type SlotReason } from '../constants.js';
import { addCalendarDays, isCalendarDate, minutesToHHMM, parseHHMM } from './format.js';
import { bookingMinutes, planBarberDay, type PlanBooking } from './plan-barber-day.js';
import { existingShopInstant, shopClosingInstant, shopDateOf, type ShopDayRule } from './shop-day.js';
import { chairDay, dateHours, offDutyReason, type BarberTime } from './working-hours.js';

const MINUTE = 60_000;
const WINDOW_MS = SLOT_WINDOW_HOURS * 60 * MINUTE;
/** Today, tomorrow and the day after (docs/product/screens.md, booking page). */
const BOOKABLE_DAY_COUNT = 3;

export interface ShopHours extends ShopDayRule {
  /** Minutes between grid times. */
  slotInterval: number;
  /** Shop-wide closed dates (holidays): no grid at all. */
  closedDates: readonly string[];
}

export type { SlotReason };

export interface SlotTime {
  /** 'HH:MM' shop-local; after midnight for a day that closes late. */
  time: string;
  start: number;
  end: number;
  available: boolean;
  reason?: SlotReason;
}

export type SlotCheck = { ok: true; start: number; end: number } | { ok: false; reason: SlotReason | 'NOT_ON_GRID' };

interface GridTime {
  time: string;
  start: number;
}

interface Interval {
  start: number;
  end: number;
}

/**
 * Grid times of one shop date, each at the instant its date and time mean (shop-day.ts: the small
 * hours of a night past midnight are on the next calendar date). Wall-clock based, so labels stay
 * on the admin's grid across a DST change: a label that does not exist that night (inside a
 * spring-forward gap) is left out, and a label that occurs twice (fall-back) stands for its first
 * occurrence; the repeated hour gets no grid times of its own. Close equal to open is read as a
 * 24-hour day. Null for unusable hours.
 */
function shopDayGrid(date: string, hours: ShopHours): { times: GridTime[]; closesAt: number } | null {
  const open = parseHHMM(hours.openTime);
  const close = parseHHMM(hours.closeTime);
  const interval = hours.slotInterval;
  if (open === null || close === null || !isCalendarDate(date) || !Number.isInteger(interval) || interval <= 0) {
    return null;
  }
  const closeMinute = close > open ? close : close + 1440;
  const times: GridTime[] = [];
  for (let minute = open; minute < closeMinute; minute += interval) {
    const time = minutesToHHMM(minute);
    const start = existingShopInstant(date, time, hours);
    if (start !== null) times.push({ time, start });
  }
  return { times, closesAt: shopClosingInstant(date, hours) };
}

/** A barber who works the shop's hours, with no day off and no break. */
const NO_SCHEDULE: BarberTime = { weekly: null, daysOff: [], breakStart: null, breakEnd: null };

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Every grid time of a shop-local date with whether a booking of `durationMin` may start there
 * (docs/product/booking-rules.md#free-slot-times). Past and out-of-window times are listed too, unavailable with their reason, so the
 * client decides what to hide. Conflicts come from planBarberDay, the one source of expected times.
 */
export function slotTimesForDate(args: {
  now: number;
  date: string;
  hours: ShopHours;
  durationMin: number;
  bookings: readonly PlanBooking[];
  /** The barber's working time (docs/product/chairs-day.md); without it the barber works the shop's hours. */
  barber?: BarberTime;
}): SlotTime[] {
  const { now, date, hours, bookings } = args;
  const barber = args.barber ?? NO_SCHEDULE;
  const grid = hours.closedDates.includes(date) ? null : shopDayGrid(date, hours);
  if (!grid) return [];
  const durationMs = bookingMinutes(args.durationMin) * MINUTE;

  // The database's exclusion constraint covers the booked range of every active slot booking.
  const booked: Interval[] = bookings.flatMap((b) =>
    b.bookingType === 'slot' && b.slotStart !== null
      ? [{ start: b.slotStart, end: b.slotStart + bookingMinutes(b.durationMin) * MINUTE }]
      : [],
  );
  // Walk-ins' promised times (and late slots, the chair itself) are not taken away by a later
  // online booking: a new slot must fit into time the plan leaves free.
  const plan = planBarberDay(now, bookings, chairDay(now, barber, hours));
  const planned: Interval[] = [...(plan.serving ? [plan.serving] : []), ...plan.entries];
  const working = dateHours(date, barber, hours);

  return grid.times.map(({ time, start }): SlotTime => {
    const candidate = { start, end: start + durationMs };
    const reason =
      slotReason(now, candidate, grid.closesAt, booked, planned) ?? offDutyReason(candidate, working);
    return reason ? { time, ...candidate, available: false, reason } : { time, ...candidate, available: true };
  });
}

function slotReason(
  now: number,
  candidate: Interval,
  closesAt: number,
  booked: readonly Interval[],
  planned: readonly Interval[],
): SlotReason | undefined {
  if (candidate.start < now) return 'PAST';
  if (candidate.start - now > WINDOW_MS) return 'OUTSIDE_WINDOW';
  if (candidate.end > closesAt) return 'AFTER_CLOSING';
  // Taken before off duty: a booked time reads 'Booked' even when the barber's hours changed since.
  if (booked.some((b) => overlaps(b, candidate))) return 'SLOT_TAKEN';
  if (planned.some((p) => overlaps(p, candidate))) return 'SMART_POSITIONING_CONFLICT';
  return undefined;
}

/**
 * Whether a slot booking may be made: the same answer slotTimesForDate gives for that grid time, or
 * NOT_ON_GRID for a time the grid does not have (malformed, off-interval, outside hours, or skipped
 * by a DST jump). Accepts 'H:MM' and 'HH:MM:SS' spellings of a grid time.
 */
export function checkSlotRequest(args: {
  now: number;
  date: string;
  time: string;
  hours: ShopHours;
  durationMin: number;
  bookings: readonly PlanBooking[];
  barber?: BarberTime;
}): SlotCheck {
  const minutes = parseHHMM(args.time);
  if (minutes === null) return { ok: false, reason: 'NOT_ON_GRID' };
  const label = minutesToHHMM(minutes);
  const slot = slotTimesForDate(args).find((s) => s.time === label);
  if (!slot) return { ok: false, reason: 'NOT_ON_GRID' };
  if (slot.reason) return { ok: false, reason: slot.reason };
  return { ok: true, start: slot.start, end: slot.end };
}

/**
 * Shop dates offered for slots: today, tomorrow and the day after, each only when at least one of
 * its grid times starts between now and the end of the 36-hour window. Today is the shop date now
 * belongs to: in the small hours of a night past midnight, the date the night began on.
 */
export function bookableDates(now: number, hours: ShopHours): string[] {
  const today = shopDateOf(now, hours);
  const dates: string[] = [];
  for (let offset = 0; offset < BOOKABLE_DAY_COUNT; offset += 1) {
    const date = addCalendarDays(today, offset);
    const grid = hours.closedDates.includes(date) ? null : shopDayGrid(date, hours);
    if (grid?.times.some((t) => t.start >= now && t.start - now <= WINDOW_MS)) dates.push(date);
  }
  return dates;
}
