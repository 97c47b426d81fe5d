import { describe, expect, test } from 'vitest';
import type { ShopDayRule } from '../../shared/domain/shop-day.js';
import { loadTranslations } from './i18n/catalogue.js';
import { shopStateWords, weekdayDate } from './shop-state-text.js';

const ist = (iso: string) => Date.parse(`${iso}+05:30`);
const DAY: ShopDayRule = { openTime: '09:00', closeTime: '18:00', timeZone: 'Asia/Kolkata' };

describe('weekdayDate', () => {
  test('weekday, day and short month', () => {
    expect(weekdayDate('2026-11-26')).toBe('Thursday, 26 Nov');
    expect(weekdayDate('2027-01-02')).toBe('Saturday, 2 Jan');
  });
});

describe("the shop's state in words", () => {
  const now = ist('2026-11-25T20:00');

  test('open, and opening later today at its time in the shop’s zone', () => {
    expect(shopStateWords({ kind: 'open', closesAt: ist('2026-11-25T18:00') }, now, DAY)).toEqual({ badge: 'OPEN', line: 'Open now', bookable: true });
    expect(shopStateWords({ kind: 'opens_later', opensAt: ist('2026-11-25T09:00') }, ist('2026-11-25T08:10'), DAY)).toEqual({
      badge: 'OPENS 9:00 AM',
      line: 'Opens at 9:00 AM',
      bookable: true,
    });
  });

  test('closed today: tomorrow, or the weekday and date further away', () => {
    expect(shopStateWords({ kind: 'closed_today', opensAt: ist('2026-11-26T09:00') }, now, DAY).line).toBe('Closed today · opens tomorrow at 9:00 AM');
    expect(shopStateWords({ kind: 'closed_today', opensAt: ist('2026-11-30T10:30') }, now, DAY).line).toBe(
      'Closed today · opens Monday, 30 Nov at 10:30 AM',
    );
    expect(shopStateWords({ kind: 'closed_today', opensAt: null }, now, DAY)).toEqual({ badge: 'CLOSED', line: 'Closed today', bookable: true });
  });

  test("closed by the shop: nothing bookable until the owner opens it", () => {
    expect(shopStateWords({ kind: 'closed_by_shop' }, now, DAY)).toEqual({
      badge: 'CLOSED',
      line: 'Closed · booking opens when the shop opens',
      bookable: false,
    });
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    expect(weekdayDate('2026-11-26', 'hi')).toBe('गुरुवार, 26 नवंबर');
    expect(shopStateWords({ kind: 'closed_today', opensAt: ist('2026-11-30T10:30') }, now, DAY, 'hi').line).toBe(
      'आज बंद है · सोमवार, 30 नवंबर को 10:30 am पर खुलेगी',
    );
    expect(shopStateWords({ kind: 'closed_today', opensAt: ist('2026-11-26T09:00') }, now, DAY, 'hi').line).toBe('आज बंद है · कल 9:00 am पर खुलेगी');
  });
});
