import type { Language } from '../../../../shared/constants.js';
import { isCalendarDate } from '../../../../shared/domain/format.js';
import { formatNumber } from '../../../lib/i18n/numbers.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { AdminTexts } from '../texts.js';
import { weekdayDate } from './shop-dates.js';

/** 'Wed, 25 Nov'; with the year when it is not `today`'s ('Fri, 1 Jan, 2027'). Text that is not a date is shown as it is. */
export function formatDayDate(date: string, today: string, language: Language): string {
  if (!isCalendarDate(date)) return date;
  return weekdayDate(date, date.slice(0, 4) !== today.slice(0, 4), language);
}

export type DateListChange = { dates: string[]; error?: undefined } | { dates?: undefined; error: string };

/**
 * A date added to a list of days off or closed dates: kept in order, and refused (with the reason
 * to show at the date input, in `t`'s language) when blank, past, already listed or past the limit.
 */
export function addDate(
  dates: readonly string[],
  date: string,
  { today, max }: { today: string; max: number },
  t: Translation<AdminTexts>,
  language: Language,
): DateListChange {
  if (date === '') return { error: t.chooseDate };
  if (!isCalendarDate(date)) return { error: t.useDateLike };
  if (date < today) return { error: t.todayOrLater };
  if (dates.includes(date)) return { error: t.alreadyListed({ date: formatDayDate(date, today, language) }) };
  if (dates.length >= max) return { error: t.atMostDates({ max: formatNumber(max, language) }) };
  return { dates: [...dates, date].sort() };
}

/** The list without `date`. */
export function removeDate(dates: readonly string[], date: string): string[] {
  return dates.filter((listed) => listed !== date);
}
