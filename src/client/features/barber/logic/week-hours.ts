import type { Language } from '../../../../shared/constants.js';
import { formatHours, isCalendarDate, parseHHMM } from '../../../../shared/domain/format.js';
import { daySpans, weekdayOf, type OpeningHours } from '../../../../shared/domain/working-hours.js';
import type { BarberHours, HoursSpan } from '../../../../shared/schemas/hours.js';
import { textsIn } from '../../../lib/i18n/catalogue.js';
import { dayTexts } from '../texts-day.js';

/** The week as people in the shop read it, Monday first; the API's week starts on Sunday. */
const SHOWN_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const WEEKDAY_LOCALES: Record<Language, string> = { en: 'en-US', hi: 'hi-IN' };
const weekdayFormats = new Map<Language, Intl.DateTimeFormat>();

/** 'Monday' (or 'सोमवार') for the API's weekday index, 0 for Sunday. */
export function weekdayName(weekday: number, language: Language): string {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(WEEKDAY_LOCALES[language], { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(language, format);
  }
  // 4 January 2026 was a Sunday.
  return format.format(Date.UTC(2026, 0, 4 + weekday));
}

export interface DayRow {
  /** 'Monday' */
  day: string;
  /** '9:00 AM - 1:00 PM, 2:00 PM - 6:00 PM', or 'Day off'. */
  text: string;
  /** No working period that day. */
  off: boolean;
  isToday: boolean;
}

/** One day's periods in order of their start: '9:00 AM - 1:00 PM, 2:00 PM - 6:00 PM', or 'Day off'. */
export function spansText(spans: readonly HoursSpan[], language: Language): string {
  if (spans.length === 0) return textsIn(dayTexts, language).dayOff;
  return [...spans]
    .sort((a, b) => (parseHHMM(a.start) ?? 0) - (parseHHMM(b.start) ?? 0))
    .map((span) => formatHours(span.start, span.end, language))
    .join(', ');
}

/** My hours: each day of the week, Monday first, with today marked (`today` is the shop's date). */
export function weekRows(weekly: BarberHours['weekly'], shop: OpeningHours, today: string, language: Language): DayRow[] {
  const todayIndex = isCalendarDate(today) ? weekdayOf(today) : -1;
  return SHOWN_ORDER.map((weekday) => {
    const spans = daySpans(weekly, weekday, shop);
    return { day: weekdayName(weekday, language), text: spansText(spans, language), off: spans.length === 0, isToday: weekday === todayIndex };
  });
}

/** Today's hours in a line: a dated day off or a shop holiday first, else the week's hours for today. */
export function todayText(
  hours: Pick<BarberHours, 'weekly' | 'daysOff'>,
  shop: OpeningHours & { closedDates: readonly string[] },
  today: string,
  language: Language,
): string {
  const t = textsIn(dayTexts, language);
  if (shop.closedDates.includes(today)) return t.shopClosed;
  if (hours.daysOff.includes(today)) return t.dayOff;
  if (!isCalendarDate(today)) return spansText([], language);
  return spansText(daySpans(hours.weekly, weekdayOf(today), shop), language);
}
