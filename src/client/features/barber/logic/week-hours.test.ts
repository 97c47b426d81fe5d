import { describe, expect, test } from 'vitest';
import type { WeeklyHours } from '../../../../shared/schemas/hours.js';
import { loadTranslations } from '../../../lib/i18n/catalogue.js';
import { spansText, todayText, weekRows } from './week-hours.js';

const SHOP = { openTime: '09:00', closeTime: '18:00', closedDates: [] as string[] };
const split = [
  { start: '14:00', end: '18:00' },
  { start: '09:00', end: '13:00' },
];
// Sunday first, as the API sends it: Sunday off, a lunch break on weekdays, a late Saturday past midnight.
const weekly: WeeklyHours = [[], split, split, split, split, split, [{ start: '16:00', end: '01:00' }]];

describe('spansText', () => {
  test('periods in order of their start, a day without any is a day off', () => {
    expect(spansText(split, 'en')).toBe('9:00 AM - 1:00 PM, 2:00 PM - 6:00 PM');
    expect(spansText([], 'en')).toBe('Day off');
  });
});

describe('weekRows', () => {
  test('Monday first, with days off and a day that ends after midnight', () => {
    const rows = weekRows(weekly, SHOP, '2026-11-24', 'en');
    expect(rows.map((row) => row.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows[0]?.text).toBe('9:00 AM - 1:00 PM, 2:00 PM - 6:00 PM');
    expect(rows[5]?.text).toBe('4:00 PM - 1:00 AM');
    expect(rows[6]?.text).toBe('Day off');
    expect(rows.filter((row) => row.isToday).map((row) => row.day)).toEqual(['Tuesday']);
  });

  test("the shop's hours every day when the barber keeps to them", () => {
    const rows = weekRows(null, SHOP, '2026-11-22', 'en');
    expect(new Set(rows.map((row) => row.text))).toEqual(new Set(['9:00 AM - 6:00 PM']));
    expect(rows.find((row) => row.isToday)?.day).toBe('Sunday');
  });
});

describe('todayText', () => {
  test("the week's hours for today", () => {
    expect(todayText({ weekly, daysOff: [] }, SHOP, '2026-11-24', 'en')).toBe('9:00 AM - 1:00 PM, 2:00 PM - 6:00 PM');
    expect(todayText({ weekly: null, daysOff: [] }, SHOP, '2026-11-22', 'en')).toBe('9:00 AM - 6:00 PM');
    expect(todayText({ weekly, daysOff: [] }, SHOP, '2026-11-22', 'en')).toBe('Day off');
  });

  test('a dated day off, and a shop holiday above all', () => {
    expect(todayText({ weekly, daysOff: ['2026-11-24'] }, SHOP, '2026-11-24', 'en')).toBe('Day off');
    expect(todayText({ weekly, daysOff: [] }, { ...SHOP, closedDates: ['2026-11-24'] }, '2026-11-24', 'en')).toBe('Shop closed');
  });
});

describe('in Hindi', () => {
  test('day names, hours and days off', async () => {
    await loadTranslations('hi');
    const rows = weekRows(weekly, SHOP, '2026-11-24', 'hi');
    expect(rows.map((row) => row.day)).toEqual(['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार']);
    expect(rows[6]).toMatchObject({ text: 'छुट्टी', off: true });
    expect(todayText({ weekly, daysOff: [] }, { ...SHOP, closedDates: ['2026-11-24'] }, '2026-11-24', 'hi')).toBe('दुकान बंद');
  });
});
