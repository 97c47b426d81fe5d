import type { Language } from '../../../../shared/constants.js';

/** English as the board has always written it (day before month); Hindi as India writes it. */
const LOCALES: Record<Language, string> = { en: 'en-GB', hi: 'hi-IN' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** 'Saturday 21 November' ('शनिवार, 21 नवंबर' in Hindi): the shop-local day of an instant, for the board's clock. */
export function shopDayLabel(now: number, timeZone: string, language: Language = 'en'): string {
  const key = `${timeZone}|${language}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', timeZone });
    formats.set(key, format);
  }
  return format.format(now);
}
