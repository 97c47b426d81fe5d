import type { Language } from '../../shared/constants.js';
import { addCalendarDays, formatHHMM12, isCalendarDate } from '../../shared/domain/format.js';
import { textsIn } from './i18n/catalogue.js';
import { libTexts } from './texts.js';

/**
 * The first date after `today` that is not one of the shop's closed dates (holidays), all
 * shop-local 'YYYY-MM-DD'. A run of closed dates is skipped whole; the list is short (at most 60).
 */
export function nextOpenDate(closedDates: readonly string[], today: string): string {
  const closed = new Set(closedDates);
  let date = addCalendarDays(today, 1);
  while (closed.has(date)) date = addCalendarDays(date, 1);
  return date;
}

// Read from the calendar date itself at UTC midnight, so no zone can move it to a neighbouring day.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' });
// Hindi names the month in full: its short forms ('नव॰') are rarely written.
const LONG_DATE_HI = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'Thursday, 26 Nov' for '2026-11-26'; 'गुरुवार, 26 नवंबर' in Hindi. */
export function weekdayDate(date: string, language: Language = 'en'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = Date.UTC(year, month - 1, day);
  if (language === 'hi') return LONG_DATE_HI.format(instant);
  const parts = LONG_DATE.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')}`;
}

export interface ClosedToday {
  /** The next day the shop opens, 'YYYY-MM-DD'. */
  opensOn: string;
  /** 'Closed today. Opens Thursday, 26 Nov at 9:00 AM.' */
  text: string;
}

/**
 * When today (the shop's date) is one of its closed dates: when it opens next, at its opening
 * time, said in the language (English unless told; Hindi once its texts are loaded). Null on an
 * ordinary day, or while the dates are not known.
 */
export function closedToday(args: { closedDates: readonly string[]; today: string; openTime: string; language?: Language }): ClosedToday | null {
  const { closedDates, today, openTime, language = 'en' } = args;
  if (!isCalendarDate(today) || !closedDates.includes(today)) return null;
  const opensOn = nextOpenDate(closedDates, today);
  const text = textsIn(libTexts, language).closedToday({ date: weekdayDate(opensOn, language), time: formatHHMM12(openTime, language) });
  return { opensOn, text };
}
