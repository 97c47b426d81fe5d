import type { Language } from '../../../../shared/constants.js';
import { addCalendarDays } from '../../../../shared/domain/format.js';

/*
 * The Takings tab's periods and amounts (docs/product/money.md, Takings; docs/product/screens.md).
 * Shop dates 'YYYY-MM-DD' are the shop's already: they are counted at UTC midnight.
 */

/** What the tab shows: one day, this week or month so far, or any range of dates. */
export type TakingsPeriod =
  | { kind: 'day'; date: string }
  | { kind: 'week' }
  | { kind: 'month' }
  | { kind: 'custom'; from: string; to: string };

export type TakingsPeriodKind = TakingsPeriod['kind'];

function weekday(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The Monday of the week a date falls in. */
export function weekStart(date: string): string {
  return addCalendarDays(date, -((weekday(date) + 6) % 7));
}

/** The dates a period covers, `today` being the shop's: a week or month runs from its first day to today. */
export function periodRange(period: TakingsPeriod, today: string): { from: string; to: string } {
  switch (period.kind) {
    case 'day':
      return { from: period.date, to: period.date };
    case 'week':
      return { from: weekStart(today), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return { from: period.from, to: period.to };
  }
}

/** The period of a kind as first chosen: today, this week, this month, or a custom range starting as this week. */
export function periodOfKind(kind: TakingsPeriodKind, today: string): TakingsPeriod {
  switch (kind) {
    case 'day':
      return { kind: 'day', date: today };
    case 'week':
    case 'month':
      return { kind };
    case 'custom':
      return { kind: 'custom', from: weekStart(today), to: today };
  }
}

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
