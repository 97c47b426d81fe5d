import { describe, expect, test } from 'vitest';
import {
  barbersByWalkIns,
  chartBars,
  chartSummary,
  chartTop,
  figureCards,
  formatMinutes,
  formatShare,
  formatWalkIns,
  shortDate,
  weekday,
} from './accuracy.js';

const none = { walkIns: 0, medianAbsMin: null, withinTenShare: null, lateShare: null };
const day = (date: string, walkIns: number, medianAbsMin: number | null) => ({ ...none, date, walkIns, medianAbsMin });

describe('accuracy figures', () => {
  test('minutes keep one decimal and drop a trailing .0', () => {
    expect(formatMinutes(4.5)).toBe('4.5 min');
    expect(formatMinutes(12)).toBe('12 min');
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(7.04)).toBe('7 min');
    expect(formatMinutes(null)).toBe('—');
  });

  test('shares are whole percentages', () => {
    expect(formatShare(0.823)).toBe('82%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(0.005)).toBe('1%');
    expect(formatShare(null)).toBe('—');
  });

  test('walk-ins are counted in words', () => {
    expect(formatWalkIns(0)).toBe('0 walk-ins');
    expect(formatWalkIns(1)).toBe('1 walk-in');
    expect(formatWalkIns(12)).toBe('12 walk-ins');
  });

  test('the cards read the shop figures, and a dash for a period without walk-ins', () => {
    const cards = figureCards({ walkIns: 8, medianAbsMin: 4.5, withinTenShare: 0.875, lateShare: 0.25 });
    expect(cards.map((card) => [card.label, card.value])).toEqual([
      ['Median error', '4.5 min'],
      ['Within 10 min', '88%'],
      ['Started late', '25%'],
    ]);
    expect(figureCards(none).map((card) => card.value)).toEqual(['—', '—', '—']);
  });

  test('shop dates read without any time zone, across a year end', () => {
    expect(shortDate('2026-11-21')).toBe('21 Nov');
    expect(shortDate('2027-01-01')).toBe('1 Jan');
    expect(weekday('2026-12-31')).toBe('Thu');
    expect(weekday('2027-01-01')).toBe('Fri');
  });
});

describe('the daily chart', () => {
  const daily = [day('2026-12-30', 0, null), day('2026-12-31', 3, 20), day('2027-01-01', 1, 5)];

  test('scales bars to the worst day and leaves days without walk-ins empty', () => {
    expect(chartBars(daily).map((bar) => bar.height)).toEqual([null, 1, 0.25]);
  });

  test('a week of small errors is not drawn full height', () => {
    expect(chartTop([day('2026-12-31', 2, 2.5)])).toBe(10);
    expect(chartTop(daily)).toBe(20);
    expect(chartBars([day('2026-12-31', 2, 2.5)])[0]?.height).toBe(0.25);
  });

  test('is summed up in words', () => {
    expect(chartSummary(daily)).toBe(
      'Median error by day from 30 Dec to 1 Jan. Lowest 5 min on 1 Jan, highest 20 min on 31 Dec. 1 day without walk-ins.',
    );
    expect(chartSummary([day('2026-12-31', 2, 4.5)])).toBe('Median error by day from 31 Dec to 31 Dec. 4.5 min on 31 Dec.');
    expect(chartSummary([day('2026-12-30', 0, null), day('2026-12-31', 0, null)])).toBe(
      'Median error by day from 30 Dec to 31 Dec. No day had walk-ins.',
    );
  });
});

test('barbers with walk-ins come first, ties keep the order by name', () => {
  const barbers = [
    { ...none, barberId: 1, name: 'Arun' },
    { ...none, barberId: 2, name: 'Ravi', walkIns: 4 },
    { ...none, barberId: 3, name: 'Sunil', walkIns: 4 },
  ];
  expect(barbersByWalkIns(barbers).map((barber) => barber.name)).toEqual(['Ravi', 'Sunil', 'Arun']);
});
