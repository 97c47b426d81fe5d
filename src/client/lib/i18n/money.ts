import type { Language } from '../../../shared/constants.js';

// Amounts of the shop's money (docs/product/money.md): whole paise, shown as rupees.

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const formatters = new Map<string, Intl.NumberFormat>();

function rupeeFormat(language: Language, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${language}|${String(decimals)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Paise as rupees, Indian grouping: `₹1,250`, `₹1,250.50`, `₹1,25,000`. Whole rupees show no
 * paise; any paise show two digits. Formatted from the rupees and paise apart, never a float sum.
 */
export function formatPaise(paise: number, language: Language): string {
  const negative = paise < 0;
  const whole = Math.abs(paise);
  const rupees = Math.trunc(whole / 100);
  const rest = whole % 100;
  if (rest === 0) return rupeeFormat(language, 0).format(negative ? -rupees : rupees);
  // The rupees' own digits, grouped, then the two paise digits.
  const parts = rupeeFormat(language, 2).formatToParts(negative ? -rupees : rupees);
  return parts.map((part) => (part.type === 'fraction' ? String(rest).padStart(2, '0') : part.value)).join('');
}
