import { TZDate, tz } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

/** Anything a screen may hold for a moment in time: epoch ms, a Date, an ISO 8601 string, or nothing yet. */
export type InstantInput = number | Date | string | null | undefined;

const HHMM = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes after midnight for 'HH:MM' (or Postgres' 'HH:MM:SS'); null when it is not a wall-clock time. */
export function parseHHMM(text: string): number | null {
  const match = HHMM.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** 'HH:MM' for minutes after midnight, wrapping past 24 h so a shop day that ends after midnight reads naturally. */
export function minutesToHHMM(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  const hh = Math.floor(wrapped / 60);
  const mm = wrapped % 60;
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
}

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30, which Date would roll over). */
export function isCalendarDate(date: string): boolean {
  const match = YMD.exec(date);
  if (!match) return false;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return utc.toISOString().slice(0, 10) === date;
}

/**
 * The calendar date `days` after `date` ('YYYY-MM-DD'). Pure calendar arithmetic in UTC, where every
 * day has 24 hours, so a DST change in the shop's zone cannot shift the result.
 */
export function addCalendarDays(date: string, days: number): string {
  const match = YMD.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return utc.toISOString().slice(0, 10);
}

/** The shop-local calendar date 'YYYY-MM-DD' of an instant. */
export function shopDate(now: number, timeZone: string): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** The shop-local wall-clock time 'HH:MM' of an instant. */
export function shopTime(now: number, timeZone: string): string {
  return format(now, 'HH:mm', { in: tz(timeZone) });
}

/**
 * Epoch ms of a shop-local date and wall-clock time. Follows TZDate (and Date): a time skipped by a
 * DST jump moves forward by the size of the jump (02:30 on a spring-forward night is 03:30), and a
 * time that occurs twice means its first occurrence. Throws RangeError on malformed input.
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const wall = toZonedWall(date, time, timeZone);
  if (!wall) throw new RangeError(`Not a shop-local date and time: ${date} ${time}`);
  return wall.instant;
}

/** Like zonedInstant, but null when the wall-clock time does not exist that day (inside a DST gap) or is malformed. */
export function existingZonedInstant(date: string, time: string, timeZone: string): number | null {
  const wall = toZonedWall(date, time, timeZone);
  return wall?.exists ? wall.instant : null;
}

function toZonedWall(date: string, time: string, timeZone: string): { instant: number; exists: boolean } | null {
  const minutes = parseHHMM(time);
  if (!isCalendarDate(date) || minutes === null) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const hours = Math.floor(minutes / 60);
  const zoned = new TZDate(year, month - 1, day, hours, minutes % 60, timeZone);
  // TZDate normalises a skipped time forward, so reading the wall clock back tells whether it existed.
  const exists =
    zoned.getFullYear() === year &&
    zoned.getMonth() === month - 1 &&
    zoned.getDate() === day &&
    zoned.getHours() === hours &&
    zoned.getMinutes() === minutes % 60;
  return { instant: zoned.getTime(), exists };
}

/** A Date for the input, or 'N/A' / 'Invalid date' as spec §8 wants them shown. */
function toDate(instant: InstantInput, timeZone: string): Date | 'N/A' | 'Invalid date' {
  if (instant === null || instant === undefined) return 'N/A';
  // Strings without an offset are read as shop-local wall time, never as the host's zone.
  const date = typeof instant === 'string' ? parseISO(instant, { in: tz(timeZone) }) : new Date(instant);
  return isValid(date) ? date : 'Invalid date';
}

/** 12-hour shop-local time such as '6:05 PM' (spec §9). */
export function formatTime12(instant: InstantInput, timeZone: string): string {
  const date = toDate(instant, timeZone);
  return typeof date === 'string' ? date : format(date, 'h:mm a', { in: tz(timeZone) });
}

/** '{day} {Month}, {year} at {time}', e.g. '21 November, 2026 at 6:05 PM' (spec §9). */
export function formatDateTime(instant: InstantInput, timeZone: string): string {
  const date = toDate(instant, timeZone);
  return typeof date === 'string' ? date : format(date, "d MMMM, yyyy 'at' h:mm a", { in: tz(timeZone) });
}

/** '09:00' → '9:00 AM'; text that is not a time is shown as it is (spec §8). */
export function formatHHMM12(time: string): string {
  const minutes = parseHHMM(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Opening hours as the home page shows them: '9:00 AM - 6:00 PM'. */
export function formatHours(openTime: string, closeTime: string): string {
  return `${formatHHMM12(openTime)} - ${formatHHMM12(closeTime)}`;
}
