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
