import type { Language } from '../../../shared/constants.js';

/** Intl's tag per language: Indian digit grouping for both ('1,23,456'). */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

const formatters = new Map<Language, Intl.NumberFormat>();

/** A count or amount written for the language ('1,23,456' in both, as India writes them). */
export function formatNumber(value: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}

/** Each language's name in its own script (kept with the languages themselves). */
export { LANGUAGE_NAMES } from '../../../shared/constants.js';

const distanceFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A distance in kilometres, without its unit, as the list of shops writes it
 * (docs/product/screens.md#shops): tenths under 10 km ('0.4', '1.2'), never under 0.1, whole
 * kilometres beyond ('12').
 */
export function formatDistanceKm(km: number, language: Language): string {
  const near = km < 10;
  const key = `${language}:${near ? 'near' : 'far'}`;
  let formatter = distanceFormatters.get(key);
  if (!formatter) {
    const digits = near ? 1 : 0;
    formatter = new Intl.NumberFormat(NUMBER_LOCALES[language], { minimumFractionDigits: digits, maximumFractionDigits: digits });
    distanceFormatters.set(key, formatter);
  }
  return formatter.format(near ? Math.max(0.1, km) : km);
}
