import { describe, expect, test } from 'vitest';
import { closedToday, nextOpenDate, weekdayDate } from './closed-today.js';
import { loadTranslations } from './i18n/catalogue.js';

describe('nextOpenDate', () => {
  test('tomorrow when only today is closed', () => {
    expect(nextOpenDate(['2026-11-25'], '2026-11-25')).toBe('2026-11-26');
  });

  test('skips a run of closed dates, across a month and a year end', () => {
    expect(nextOpenDate(['2026-11-30', '2026-12-01', '2026-12-02'], '2026-11-30')).toBe('2026-12-03');
    expect(nextOpenDate(['2026-12-31', '2027-01-01'], '2026-12-31')).toBe('2027-01-02');
  });

  test('a closed date after a gap does not matter', () => {
    expect(nextOpenDate(['2026-11-25', '2026-11-27'], '2026-11-25')).toBe('2026-11-26');
  });
});

describe('weekdayDate', () => {
  test('weekday, day and short month', () => {
    expect(weekdayDate('2026-11-26')).toBe('Thursday, 26 Nov');
    expect(weekdayDate('2027-01-02')).toBe('Saturday, 2 Jan');
  });
});

describe('closedToday', () => {
  test('a closed date today: when the shop opens next, at its opening time', () => {
    expect(closedToday({ closedDates: ['2026-11-25'], today: '2026-11-25', openTime: '09:00' })).toEqual({
      opensOn: '2026-11-26',
      text: 'Closed today. Opens Thursday, 26 Nov at 9:00 AM.',
    });
  });

  test('a holiday weekend', () => {
    expect(closedToday({ closedDates: ['2026-11-28', '2026-11-29'], today: '2026-11-28', openTime: '10:30' })?.text).toBe(
      'Closed today. Opens Monday, 30 Nov at 10:30 AM.',
    );
  });

  test('null on an ordinary day, even with closed dates ahead', () => {
    expect(closedToday({ closedDates: ['2026-11-26'], today: '2026-11-25', openTime: '09:00' })).toBeNull();
    expect(closedToday({ closedDates: [], today: '2026-11-25', openTime: '09:00' })).toBeNull();
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    expect(weekdayDate('2026-11-26', 'hi')).toBe('गुरुवार, 26 नवंबर');
    expect(closedToday({ closedDates: ['2026-11-28', '2026-11-29'], today: '2026-11-28', openTime: '10:30', language: 'hi' })?.text).toBe(
      'आज दुकान बंद है। सोमवार, 30 नवंबर को 10:30 am पर खुलेगी।',
    );
  });

  test('null for a date that is not one', () => {
    expect(closedToday({ closedDates: ['garbage'], today: 'garbage', openTime: '09:00' })).toBeNull();
  });
});
