import { describe, expect, test } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { adminTexts } from '../texts.js';
import { accuracyTexts } from '../texts-accuracy.js';
import { barbersByWalkIns, chartBars, chartSummary, chartTop, figureCards, formatMinutes, formatShare, formatWalkIns, shortDate } from './accuracy.js';

const en = { t: accuracyTexts.en, admin: adminTexts.en, language: 'en' } as const;

const none = { walkIns: 0, medianAbsMin: null, withinTenShare: null, lateShare: null };
const day = (date: string, walkIns: number, medianAbsMin: number | null) => ({ ...none, date, walkIns, medianAbsMin });

describe('accuracy figures', () => {
  test('minutes keep one decimal and drop a trailing .0', () => {
    expect(formatMinutes(4.5, en)).toBe('4.5 min');
    expect(formatMinutes(12, en)).toBe('12 min');
    expect(formatMinutes(0, en)).toBe('0 min');
    expect(formatMinutes(7.04, en)).toBe('7 min');
    expect(formatMinutes(null, en)).toBe('—');
  });

  test('shares are whole percentages', () => {
    expect(formatShare(0.823, en)).toBe('82%');
    expect(formatShare(1, en)).toBe('100%');
    expect(formatShare(0, en)).toBe('0%');
    expect(formatShare(0.005, en)).toBe('1%');
    expect(formatShare(null, en)).toBe('—');
  });

  test('walk-ins are counted in words', () => {
    expect(formatWalkIns(0, en)).toBe('0 walk-ins');
    expect(formatWalkIns(1, en)).toBe('1 walk-in');
    expect(formatWalkIns(12, en)).toBe('12 walk-ins');
  });

  test('the cards read the shop figures, and a dash for a period without walk-ins', () => {
    const cards = figureCards({ walkIns: 8, medianAbsMin: 4.5, withinTenShare: 0.875, lateShare: 0.25 }, en);
    expect(cards.map((card) => [card.label, card.value])).toEqual([
      ['Median error', '4.5 min'],
      ['Within 10 min', '88%'],
      ['Started late', '25%'],
    ]);
    expect(figureCards(none, en).map((card) => card.value)).toEqual(['—', '—', '—']);
  });

  test('shop dates read without any time zone, across a year end', () => {
    expect(shortDate('2026-11-21', en)).toBe('21 Nov');
    expect(shortDate('2027-01-01', en)).toBe('1 Jan');
    expect(shortDate('2026-09-05', en)).toBe('5 Sep');
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
    expect(chartSummary(daily, en)).toBe(
      'Median error by day from 30 Dec to 1 Jan. Lowest 5 min on 1 Jan, highest 20 min on 31 Dec. 1 day without walk-ins.',
    );
    expect(chartSummary([day('2026-12-31', 2, 4.5)], en)).toBe('Median error by day from 31 Dec to 31 Dec. 4.5 min on 31 Dec.');
    expect(chartSummary([day('2026-12-30', 0, null), day('2026-12-31', 0, null)], en)).toBe(
      'Median error by day from 30 Dec to 31 Dec. No day had walk-ins.',
    );
  });

  test('is summed up in Hindi, with Hindi months', async () => {
    await loadTranslations('hi');
    const hi = { t: textsIn(accuracyTexts, 'hi'), admin: textsIn(adminTexts, 'hi'), language: 'hi' } as const;
    expect(chartSummary(daily, hi)).toBe(
      '30 दिसंबर से 1 जनवरी तक हर दिन का आम अंतर। सबसे कम 5 मिनट (1 जनवरी), सबसे ज़्यादा 20 मिनट (31 दिसंबर)। 1 दिन कोई वॉक-इन नहीं था।',
    );
    expect(formatWalkIns(3, hi)).toBe('3 वॉक-इन');
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
