import { addCalendarDays, existingZonedInstant, isCalendarDate, minutesToHHMM, parseHHMM, shopTime, zonedDate, zonedInstant } from './format.js';

/**
 * What a shop date means: the shop's hours and zone. Hours whose close is not after their open run
 * past midnight, and the small hours up to the close belong to the date the day began on
 * (docs/decisions/0010-the-chairs-day.md).
 */
export interface ShopDayRule {
  /** 'HH:MM' shop-local. */
  openTime: string;
  /** 'HH:MM' shop-local; not after openTime: the day ends after midnight. */
  closeTime: string;
  /** IANA zone of the shop. */
  timeZone: string;
}

/** A shop date and a wall-clock time on it. */
export interface ShopDateTime {
  /** 'YYYY-MM-DD', the shop date (the day the night began on). */
  date: string;
  /** 'HH:MM' on the shop's wall clock. */
  time: string;
}

/**
 * Minute of the wall clock at which one shop date gives way to the next: the closing time when the
 * hours run past midnight (an open equal to the close is a day of 24 hours, from the open), else
 * midnight. Unreadable hours turn at midnight.
 */
export function dayTurnMinute(rule: Pick<ShopDayRule, 'openTime' | 'closeTime'>): number {
  const open = parseHHMM(rule.openTime);
  const close = parseHHMM(rule.closeTime);
  if (open === null || close === null) return 0;
  return close <= open ? close : 0;
}

/** The calendar date a time of a shop date falls on: the next one for a time before the day's turn. Null when malformed. */
export function calendarDateOf(date: string, time: string, rule: ShopDayRule): string | null {
  const minutes = parseHHMM(time);
  if (minutes === null || !isCalendarDate(date)) return null;
  return minutes < dayTurnMinute(rule) ? addCalendarDays(date, 1) : date;
}

/**
 * Epoch ms of a time on a shop date: 03:00 on the 27th of a shop open 09:00-04:30 is 03:00 on the
 * 28th by the calendar. A time skipped by a DST jump moves forward by the jump and one that occurs
 * twice means the first, as zonedInstant reads them. Throws RangeError on malformed input.
 */
export function shopInstant(date: string, time: string, rule: ShopDayRule): number {
  const day = calendarDateOf(date, time, rule);
  if (day === null) throw new RangeError(`Not a shop date and time: ${date} ${time}`);
  return zonedInstant(day, time, rule.timeZone);
}

/** Like shopInstant, but null when that wall-clock time does not exist (inside a DST gap) or is malformed. */
export function existingShopInstant(date: string, time: string, rule: ShopDayRule): number | null {
  const day = calendarDateOf(date, time, rule);
  return day === null ? null : existingZonedInstant(day, time, rule.timeZone);
}

/** The shop date and wall-clock time of an instant: shopInstant's inverse. */
export function shopDateTimeOf(instant: number, rule: ShopDayRule): ShopDateTime {
  const time = shopTime(instant, rule.timeZone);
  const calendar = zonedDate(instant, rule.timeZone);
  const minutes = parseHHMM(time) ?? 0;
  return { date: minutes < dayTurnMinute(rule) ? addCalendarDays(calendar, -1) : calendar, time };
}

/**
 * The shop date an instant belongs to, "today" when it is now: at 02:00 on the 28th a shop open
 * 09:00-04:30 is still in the 27th, at 05:00 it is in the 28th.
 */
export function shopDateOf(instant: number, rule: ShopDayRule): string {
  return shopDateTimeOf(instant, rule).date;
}

/**
 * Where a shop date begins, its turn on that calendar date: a date's instants are those from its
 * start up to the next date's start, for ranges of dates (history, figures per day).
 */
export function shopDayStart(date: string, rule: ShopDayRule): number {
  return zonedInstant(date, minutesToHHMM(dayTurnMinute(rule)), rule.timeZone);
}

/** When a shop date's hours end: its closing time, on the next calendar date when they run past midnight. */
export function shopClosingInstant(date: string, rule: ShopDayRule): number {
  const open = parseHHMM(rule.openTime);
  const close = parseHHMM(rule.closeTime);
  if (open === null || close === null || !isCalendarDate(date)) throw new RangeError(`Not shop hours on a date: ${date}`);
  return close <= open ? shopDayStart(addCalendarDays(date, 1), rule) : zonedInstant(date, rule.closeTime, rule.timeZone);
}
