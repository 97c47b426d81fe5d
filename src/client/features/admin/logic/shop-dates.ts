import type { Language } from '../../../../shared/constants.js';

// Shop dates 'YYYY-MM-DD' are the shop's already: each is read at UTC midnight and written in UTC,
// so neither the browser's zone nor the shop's can move it to another day.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

function utcMidnight(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/**
 * A day with its weekday as lists of dates show it: 'Wed, 25 Nov' ('बुध, 25 नवंबर'), with the year
 * when it is another year's ('Fri, 1 Jan, 2027').
 */
export function weekdayDate(date: string, withYear: boolean, language: Language): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: language === 'en' ? 'short' : 'long' };
  if (withYear) options.year = 'numeric';
  return formatter(language === 'en' ? 'en-IN' : 'hi-IN', options).format(utcMidnight(date));
}

/** A day and its month, '21 Nov' ('21 नवंबर'), as a chart's axis or a list's time shows it. */
export function dayMonth(date: string, language: Language): string {
  // Hindi's short months are abbreviations with a mark ('नव॰'); its full ones are as short to read.
  const parts = formatter(language === 'en' ? 'en-US' : 'hi-IN', { day: 'numeric', month: language === 'en' ? 'short' : 'long' }).formatToParts(
    utcMidnight(date),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}`;
}

/** The weekday of each day of the API's week (Sunday 0), in full: 'Monday', 'सोमवार'. */
export function weekdayNames(language: Language): string[] {
  // 1 January 2023 was a Sunday.
  const format = formatter(language === 'en' ? 'en-US' : 'hi-IN', { weekday: 'long' });
  return [0, 1, 2, 3, 4, 5, 6].map((day) => format.format(Date.UTC(2023, 0, 1 + day)));
}
