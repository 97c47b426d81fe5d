import { describe, expect, test } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { adminTexts } from '../texts.js';
import { addDate, formatDayDate, removeDate } from './dated-days.js';

const today = '2026-11-24';
const limits = (max: number) => ({ today, max });
const en = adminTexts.en;

describe('dated days off and closed dates', () => {
  test("read as 'Wed, 25 Nov', with the year only when it is not this year's", () => {
    expect(formatDayDate('2026-11-25', today, 'en')).toBe('Wed, 25 Nov');
    expect(formatDayDate('2027-01-01', today, 'en')).toBe('Fri, 1 Jan, 2027');
    expect(formatDayDate('not a date', today, 'en')).toBe('not a date');
  });

  test('read in Hindi with the full month', () => {
    expect(formatDayDate('2026-11-25', today, 'hi')).toBe('बुध, 25 नवंबर');
    expect(formatDayDate('2027-01-01', today, 'hi')).toBe('शुक्र, 1 जनवरी 2027');
  });

  test('are kept in order, today and later, each once, up to the limit', () => {
    expect(addDate(['2026-12-25'], '2026-11-30', limits(60), en, 'en')).toEqual({ dates: ['2026-11-30', '2026-12-25'] });
    expect(addDate([], today, limits(60), en, 'en')).toEqual({ dates: [today] });
    expect(addDate([], '', limits(60), en, 'en')).toEqual({ error: 'Choose a date' });
    expect(addDate([], '2026-11-23', limits(60), en, 'en')).toEqual({ error: 'Choose today or a later date' });
    expect(addDate([], '2026-02-30', limits(60), en, 'en')).toEqual({ error: 'Use a date like 2026-11-25' });
    expect(addDate(['2026-11-25'], '2026-11-25', limits(60), en, 'en')).toEqual({ error: 'Wed, 25 Nov is already listed' });
    expect(addDate(['2026-11-25'], '2026-11-26', limits(1), en, 'en')).toEqual({ error: 'At most 1 dates' });
    expect(removeDate(['2026-11-25', '2026-11-26'], '2026-11-25')).toEqual(['2026-11-26']);
  });

  test('say why a date is refused in Hindi', async () => {
    await loadTranslations('hi');
    const hi = textsIn(adminTexts, 'hi');
    expect(addDate(['2026-11-25'], '2026-11-25', limits(60), hi, 'hi')).toEqual({ error: 'बुध, 25 नवंबर पहले से सूची में है' });
    expect(addDate([], '', limits(60), hi, 'hi')).toEqual({ error: 'तारीख चुनें' });
  });
});
