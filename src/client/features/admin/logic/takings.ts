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
