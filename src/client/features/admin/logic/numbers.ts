import type { Language } from '../../../../shared/constants.js';
import type { NumbersReport } from '../../../../shared/schemas/numbers.js';

/*
 * What the Numbers tab (docs/product/screens.md) makes of the report (docs/product/money.md, The
 * owner's numbers): plain functions, so the words and the scales are tested apart from the charts.
 */

/** Whether the period holds anything worth drawing; else the tab says "Not enough bookings yet". */
export function hasNumbers(report: NumbersReport): boolean {
  const arrived = report.arrivals.some((day) => day.some((count) => count > 0));
  const weeks = report.byWeek.some((week) => Object.entries(week).some(([key, value]) => key !== 'weekStart' && typeof value === 'number' && value > 0));
  return arrived || weeks || report.repeatCustomers.some((month) => month.customers > 0);
}

/** The heat map's levels: 0 for no arrivals, then 1-4 by quarters of the busiest cell. */
export const HEAT_LEVELS = 5;

export function heatLevel(count: number, busiest: number): number {
  if (count <= 0 || busiest <= 0) return 0;
  return Math.min(HEAT_LEVELS - 1, Math.ceil((count / busiest) * (HEAT_LEVELS - 1)));
}

/** The busiest cell of the grid. */
export function busiestCell(arrivals: readonly (readonly number[])[]): number {
  return Math.max(0, ...arrivals.flat());
}

/** The hours worth showing in the grid: from the first to the last with any arrival (at least 9-18). */
export function shownHours(arrivals: readonly (readonly number[])[]): number[] {
  const busy = Array.from({ length: 24 }, (_, hour) => arrivals.some((day) => (day[hour] ?? 0) > 0));
  const first = Math.min(9, busy.indexOf(true) === -1 ? 9 : busy.indexOf(true));
  const last = Math.max(18, busy.lastIndexOf(true));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

const hourFormats = new Map<Language, Intl.DateTimeFormat>();

/** An hour of the shop's clock as an axis shows it: '9 AM', 'पू 9'. */
export function hourLabel(hour: number, language: Language): string {
  let format = hourFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'hi-IN', { hour: 'numeric', timeZone: 'UTC' });
    hourFormats.set(language, format);
  }
  return format.format(new Date(Date.UTC(2026, 0, 5, hour)));
}

/** The weekdays Monday first, short ('Mon') for the grid and long ('Monday') for its table. */
export function weekdays(language: Language, width: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'hi-IN', { weekday: width, timeZone: 'UTC' });
  // 5 January 2026 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2026, 0, 5 + index))));
}

/** A month (YYYY-MM) as an axis shows it: 'Nov 2026'. */
export function monthLabel(month: string, language: Language): string {
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'hi-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

const rupeeFormats = new Map<Language, Intl.NumberFormat>();

/** Paise as whole rupees with Indian grouping: '₹1,23,450'. */
export function paiseAsRupees(paise: number, language: Language): string {
  let format = rupeeFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-IN' : 'hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    rupeeFormats.set(language, format);
  }
  return format.format(Math.round(paise / 100));
}

/** The share of the largest a bar takes, 0-1. */
export function barShare(value: number, largest: number): number {
  return largest > 0 ? Math.max(0, value) / largest : 0;
}
