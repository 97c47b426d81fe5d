import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of Wait Accuracy: how true the promised starts of walk-ins were (docs/product/waits.md). */
const en = {
  description: 'How close the promised waits were: for walk-ins, the time promised when they joined against when their barber began.',
  loading: 'Loading wait accuracy',
  failedLoad: 'Failed to load wait accuracy',
  empty: 'No walk-ins served in this period yet',
  emptyHint: 'Figures appear once barbers start and complete walk-ins.',
  period: 'Period',
  days: ({ days }: { days: string }) => `${days} days`,
  served: ({ days, walkIns }: { days: string; walkIns: string }) => `Last ${days} days: ${walkIns} served`,
  walkIns: ({ count, shown }: { count: number; shown: string }) => `${shown} ${count === 1 ? 'walk-in' : 'walk-ins'}`,
  // The figures.
  medianError: 'Median error',
  medianErrorHint: 'Typical gap between promised and actual start, either way',
  withinTen: 'Within 10 min',
  withinTenHint: 'Started within 10 minutes of the promise',
  startedLate: 'Started late',
  startedLateHint: 'Started more than 5 minutes later than promised',
  // The chart of days.
  byDay: 'Median error by day',
  byDayHint: 'Empty days had no walk-ins.',
  byDayRange: ({ from, to }: { from: string; to: string }) => `Median error by day from ${from} to ${to}.`,
  byDayNone: 'No day had walk-ins.',
  lowestHighest: ({ low, lowDay, high, highDay }: { low: string; lowDay: string; high: string; highDay: string }) =>
    `Lowest ${low} on ${lowDay}, highest ${high} on ${highDay}.`,
  onlyDay: ({ value, day }: { value: string; day: string }) => `${value} on ${day}.`,
  daysWithout: ({ count, shown }: { count: number; shown: string }) => `${shown} ${count === 1 ? 'day' : 'days'} without walk-ins.`,
  dayBar: ({ day, value, walkIns }: { day: string; value: string; walkIns: string }) => `${day}: ${value}, ${walkIns}`,
  // Each barber.
  byBarber: 'By barber',
  byBarberHint: 'Every barber, those with walk-ins first.',
  accuracyByBarber: 'Accuracy by barber',
  barber: 'Barber',
  walkInsHead: 'Walk-ins',
} satisfies Messages;

export type AccuracyTexts = typeof en;

export const accuracyTexts = defineCatalogue('features/admin/texts-accuracy', en, () => import('./texts-accuracy.hi.js'));
