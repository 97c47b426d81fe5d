import type { Language } from '../../../../shared/constants.js';
import type { AccuracyFigures, AccuracyReport } from '../../../../shared/schemas/accuracy.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { formatNumber } from '../../../lib/i18n/numbers.js';
import type { AdminTexts } from '../texts.js';
import type { AccuracyTexts } from '../texts-accuracy.js';
import { dayMonth } from './shop-dates.js';

/** The texts the figures are written with, and their language. */
export interface AccuracyWords {
  t: Translation<AccuracyTexts>;
  admin: Translation<AdminTexts>;
  language: Language;
}

/** Shown for a figure the period has no walk-ins for. */
export const NO_FIGURE = '—';

/** '4.5 min', '12 min' (no '.0'); '—' without walk-ins. */
export function formatMinutes(minutes: number | null, words: AccuracyWords): string {
  if (minutes === null) return NO_FIGURE;
  return words.admin.minutes({ minutes: formatNumber(Math.round(minutes * 10) / 10, words.language) });
}

/** A 0-1 share as a whole percentage ('82%'); '—' without walk-ins. */
export function formatShare(share: number | null, words: AccuracyWords): string {
  return share === null ? NO_FIGURE : `${formatNumber(Math.round(share * 100), words.language)}%`;
}

/** '1 walk-in', '12 walk-ins'. */
export function formatWalkIns(count: number, words: AccuracyWords): string {
  return words.t.walkIns({ count, shown: formatNumber(count, words.language) });
}

/** A shop date 'YYYY-MM-DD' as '21 Nov'; the date is the shop's already, so no zone is involved. */
export function shortDate(date: string, words: AccuracyWords): string {
  return dayMonth(date, words.language);
}

/** The three figures of a period as cards show them, in the owner's words. */
export function figureCards(figures: AccuracyFigures, words: AccuracyWords): { label: string; value: string; hint: string }[] {
  const { t } = words;
  return [
    { label: t.medianError, value: formatMinutes(figures.medianAbsMin, words), hint: t.medianErrorHint },
    { label: t.withinTen, value: formatShare(figures.withinTenShare, words), hint: t.withinTenHint },
    { label: t.startedLate, value: formatShare(figures.lateShare, words), hint: t.startedLateHint },
  ];
}

export interface ChartBar {
  date: string;
  /** 0-1 of the chart's height; null for a day without walk-ins. */
  height: number | null;
  medianAbsMin: number | null;
  walkIns: number;
}

/**
 * The minutes at the chart's top: the worst day, but at least 10, so a good week of small errors
 * does not look like a bad one and the 10-minute line always fits.
 */
export function chartTop(daily: AccuracyReport['daily']): number {
  return Math.max(10, ...daily.map((day) => day.medianAbsMin ?? 0));
}

/** One bar per day, scaled to `chartTop`. */
export function chartBars(daily: AccuracyReport['daily']): ChartBar[] {
  const top = chartTop(daily);
  return daily.map((day) => ({
    date: day.date,
    height: day.medianAbsMin === null ? null : day.medianAbsMin / top,
    medianAbsMin: day.medianAbsMin,
    walkIns: day.walkIns,
  }));
}

/** The chart in words, for its aria-label: the range, the best and worst days, the empty ones. */
export function chartSummary(daily: AccuracyReport['daily'], words: AccuracyWords): string {
  const { t } = words;
  const served = daily.filter((day) => day.medianAbsMin !== null);
  const first = daily[0];
  const last = daily[daily.length - 1];
  const head = first && last ? t.byDayRange({ from: shortDate(first.date, words), to: shortDate(last.date, words) }) : `${t.byDay}.`;
  if (served.length === 0) return `${head} ${t.byDayNone}`;
  const byError = [...served].sort((a, b) => (a.medianAbsMin ?? 0) - (b.medianAbsMin ?? 0));
  const best = byError[0];
  const worst = byError[byError.length - 1];
  const empty = daily.length - served.length;
  const parts = [head];
  if (best && worst && best !== worst) {
    parts.push(
      t.lowestHighest({
        low: formatMinutes(best.medianAbsMin, words),
        lowDay: shortDate(best.date, words),
        high: formatMinutes(worst.medianAbsMin, words),
        highDay: shortDate(worst.date, words),
      }),
    );
  } else if (best) {
    parts.push(t.onlyDay({ value: formatMinutes(best.medianAbsMin, words), day: shortDate(best.date, words) }));
  }
  if (empty > 0) parts.push(t.daysWithout({ count: empty, shown: formatNumber(empty, words.language) }));
  return parts.join(' ');
}

/** Barbers with walk-ins first (most first), then the rest by name as the server sorts them. */
export function barbersByWalkIns(barbers: AccuracyReport['barbers']): AccuracyReport['barbers'] {
  return [...barbers].sort((a, b) => b.walkIns - a.walkIns);
}
