import { isCalendarDate } from '../../../../shared/domain/format.js';

// A calendar date read at UTC midnight, so neither the browser's zone nor the shop's can move it.
const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAY_WITH_YEAR = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function utcMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** 'Wed, 25 Nov'; with the year when it is not `today`'s ('Fri, 1 Jan, 2027'). Text that is not a date is shown as it is. */
export function formatDayDate(date: string, today: string): string {
  if (!isCalendarDate(date)) return date;
  const format = date.slice(0, 4) === today.slice(0, 4) ? DAY : DAY_WITH_YEAR;
  return format.format(utcMidnight(date));
}

export type DateListChange = { dates: string[]; error?: undefined } | { dates?: undefined; error: string };

/**
 * A date added to a list of days off or closed dates: kept in order, and refused (with the reason
 * to show at the date input) when blank, past, already listed or past the limit.
 */
export function addDate(dates: readonly string[], date: string, today: string, max: number): DateListChange {
  if (date === '') return { error: 'Choose a date' };
  if (!isCalendarDate(date)) return { error: 'Use a date like 2026-11-25' };
  if (date < today) return { error: 'Choose today or a later date' };
  if (dates.includes(date)) return { error: `${formatDayDate(date, today)} is already listed` };
  if (dates.length >= max) return { error: `At most ${max} dates` };
  return { dates: [...dates, date].sort() };
}

/** The list without `date`. */
export function removeDate(dates: readonly string[], date: string): string[] {
  return dates.filter((listed) => listed !== date);
}
