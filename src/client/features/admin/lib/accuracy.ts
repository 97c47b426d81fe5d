import type { AccuracyFigures, AccuracyReport } from '../../../../shared/schemas/accuracy.js';

/** Shown for a figure the period has no walk-ins for. */
export const NO_FIGURE = '—';

/** '4.5 min', '12 min' (no '.0'); '—' without walk-ins. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return NO_FIGURE;
  const rounded = Math.round(minutes * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} min`;
}

/** A 0-1 share as a whole percentage ('82%'); '—' without walk-ins. */
export function formatShare(share: number | null): string {
  return share === null ? NO_FIGURE : `${Math.round(share * 100)}%`;
}

/** '1 walk-in', '12 walk-ins'. */
export function formatWalkIns(count: number): string {
  return `${count} ${count === 1 ? 'walk-in' : 'walk-ins'}`;
}

/** 'Last 7 days', 'Last 30 days'. */
export function periodLabel(days: number): string {
  return `Last ${days} days`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A shop date 'YYYY-MM-DD' as '21 Nov'; the date is the shop's already, so no zone is involved. */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day ?? ''} ${MONTHS[(month ?? 1) - 1] ?? ''}`;
}

/** A shop date's weekday, 'Mon'. */
export function weekday(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
}

/** The three figures of a period as cards show them, in the owner's words. */
export function figureCards(figures: AccuracyFigures): { label: string; value: string; hint: string }[] {
  return [
    { label: 'Median error', value: formatMinutes(figures.medianAbsMin), hint: 'Typical gap between promised and actual start, either way' },
    { label: 'Within 10 min', value: formatShare(figures.withinTenShare), hint: 'Started within 10 minutes of the promise' },
    { label: 'Started late', value: formatShare(figures.lateShare), hint: 'Started more than 5 minutes later than promised' },
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
export function chartSummary(daily: AccuracyReport['daily']): string {
  const served = daily.filter((day) => day.medianAbsMin !== null);
  const first = daily[0];
  const last = daily[daily.length - 1];
  const range = first && last ? ` from ${shortDate(first.date)} to ${shortDate(last.date)}` : '';
  const head = `Median error by day${range}.`;
  if (served.length === 0) return `${head} No day had walk-ins.`;
  const byError = [...served].sort((a, b) => (a.medianAbsMin ?? 0) - (b.medianAbsMin ?? 0));
  const best = byError[0];
  const worst = byError[byError.length - 1];
  const empty = daily.length - served.length;
  const parts = [head];
  if (best && worst && best !== worst) {
    parts.push(`Lowest ${formatMinutes(best.medianAbsMin)} on ${shortDate(best.date)}, highest ${formatMinutes(worst.medianAbsMin)} on ${shortDate(worst.date)}.`);
  } else if (best) {
    parts.push(`${formatMinutes(best.medianAbsMin)} on ${shortDate(best.date)}.`);
  }
  if (empty > 0) parts.push(`${empty} ${empty === 1 ? 'day' : 'days'} without walk-ins.`);
  return parts.join(' ');
}

/** Barbers with walk-ins first (most first), then the rest by name as the server sorts them. */
export function barbersByWalkIns(barbers: AccuracyReport['barbers']): AccuracyReport['barbers'] {
  return [...barbers].sort((a, b) => b.walkIns - a.walkIns);
}
