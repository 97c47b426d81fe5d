import { formatHours, isCalendarDate, parseHHMM } from '../../../../shared/domain/format.js';
import type { BarberHours, HoursSpan } from '../../../../shared/schemas/hours.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The week as people in the shop read it, Monday first; the API's week starts on Sunday. */
const SHOWN_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export interface DayRow {
  /** 'Monday' */
  day: string;
  /** '9:00 AM - 1:00 PM, 2:00 PM - 6:00 PM', or 'Day off'. */
  text: string;
  isToday: boolean;
}

/** The day of the week of a calendar date, 0 for Sunday (the API's index). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** One day's periods in order of their start: '9:00 AM - 1:00 PM, 2:00 PM - 6:00 PM', or 'Day off'. */
export function spansText(spans: readonly HoursSpan[]): string {
  if (spans.length === 0) return 'Day off';
  return [...spans]
    .sort((a, b) => (parseHHMM(a.start) ?? 0) - (parseHHMM(b.start) ?? 0))
    .map((span) => formatHours(span.start, span.end))
    .join(', ');
}

interface Shop {
  openTime: string;
  closeTime: string;
}

/** A day's periods: the barber's own, or the shop's hours when they keep to them (weekly null). */
function spansOf(weekly: BarberHours['weekly'], weekday: number, shop: Shop): readonly HoursSpan[] {
  if (weekly === null) return [{ start: shop.openTime, end: shop.closeTime }];
  return weekly[weekday] ?? [];
}

/** My hours: each day of the week, Monday first, with today marked (`today` is the shop's date). */
export function weekRows(weekly: BarberHours['weekly'], shop: Shop, today: string): DayRow[] {
  const todayIndex = isCalendarDate(today) ? weekdayOf(today) : -1;
  return SHOWN_ORDER.map((weekday) => ({
    day: WEEKDAYS[weekday],
    text: spansText(spansOf(weekly, weekday, shop)),
    isToday: weekday === todayIndex,
  }));
}

/** Today's hours in a line: a dated day off or a shop holiday first, else the week's hours for today. */
export function todayText(hours: Pick<BarberHours, 'weekly' | 'daysOff'>, shop: Shop & { closedDates: readonly string[] }, today: string): string {
  if (shop.closedDates.includes(today)) return 'Shop closed';
  if (hours.daysOff.includes(today)) return 'Day off';
  if (!isCalendarDate(today)) return spansText([]);
  return spansText(spansOf(hours.weekly, weekdayOf(today), shop));
}
