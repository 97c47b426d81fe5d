import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  dayTurnMinute,
  existingShopInstant,
  shopDateOf,
  shopDateTimeOf,
  shopDayStart,
  shopInstant,
  type ShopDayRule,
} from './shop-day.js';

const HOUR = 3_600_000;
const ist = (iso: string) => Date.parse(`${iso}+05:30`);

/** A night shop in a zone without DST: open 09:00, closed at 04:30 the next morning. */
const NIGHT: ShopDayRule = { openTime: '09:00', closeTime: '04:30', timeZone: 'Asia/Kolkata' };
/** A day shop: its dates are the calendar's. */
const DAY: ShopDayRule = { openTime: '09:00', closeTime: '18:00', timeZone: 'Asia/Kolkata' };

describe('the shop date of an instant', () => {
  it('is the date before until the closing time of a day that runs past midnight', () => {
    expect(shopDateOf(ist('2026-11-27T23:59:00'), NIGHT)).toBe('2026-11-27');
    expect(shopDateOf(ist('2026-11-28T00:00:00'), NIGHT)).toBe('2026-11-27');
    expect(shopDateOf(ist('2026-11-28T02:00:00'), NIGHT)).toBe('2026-11-27');
    expect(shopDateOf(ist('2026-11-28T04:29:00'), NIGHT)).toBe('2026-11-27');
    // The closing time itself is the next date's: the night's day has ended.
    expect(shopDateOf(ist('2026-11-28T04:30:00'), NIGHT)).toBe('2026-11-28');
    expect(shopDateOf(ist('2026-11-28T05:00:00'), NIGHT)).toBe('2026-11-28');
  });

  it('is the calendar date for hours that end before midnight, or at it', () => {
    expect(shopDateOf(ist('2026-11-28T02:00:00'), DAY)).toBe('2026-11-28');
    expect(shopDateOf(ist('2026-11-27T23:59:00'), { ...DAY, openTime: '22:00', closeTime: '00:00' })).toBe('2026-11-27');
    expect(shopDateOf(ist('2026-11-28T00:00:00'), { ...DAY, openTime: '22:00', closeTime: '00:00' })).toBe('2026-11-28');
    expect(shopDateOf(ist('2026-11-28T00:00:00'), { ...DAY, openTime: '00:00', closeTime: '00:00' })).toBe('2026-11-28');
  });

  it('turns at the open of a shop open around the clock from a time other than midnight', () => {
    const allDay = { ...DAY, openTime: '06:00', closeTime: '06:00' };
    expect(dayTurnMinute(allDay)).toBe(360);
    expect(shopDateOf(ist('2026-11-28T05:59:00'), allDay)).toBe('2026-11-27');
    expect(shopDateOf(ist('2026-11-28T06:00:00'), allDay)).toBe('2026-11-28');
  });
});

describe('a time on a shop date as an instant', () => {
  it('puts the small hours of a night on the next calendar date', () => {
    expect(shopInstant('2026-11-27', '03:00', NIGHT)).toBe(ist('2026-11-28T03:00:00'));
    expect(shopInstant('2026-11-27', '00:00', NIGHT)).toBe(ist('2026-11-28T00:00:00'));
    expect(shopInstant('2026-11-27', '09:00', NIGHT)).toBe(ist('2026-11-27T09:00:00'));
    expect(shopInstant('2026-11-27', '23:30', NIGHT)).toBe(ist('2026-11-27T23:30:00'));
    // From the closing time to the opening the shop is shut, and those times are the date's own.
    expect(shopInstant('2026-11-27', '04:30', NIGHT)).toBe(ist('2026-11-27T04:30:00'));
    expect(shopInstant('2026-11-27', '06:00', NIGHT)).toBe(ist('2026-11-27T06:00:00'));
    expect(calendarDateOf('2026-11-30', '01:00', NIGHT)).toBe('2026-12-01');
  });

  it('keeps every time on its own calendar date for hours that end before midnight', () => {
    expect(shopInstant('2026-11-27', '03:00', DAY)).toBe(ist('2026-11-27T03:00:00'));
    expect(shopDayStart('2026-11-27', DAY)).toBe(ist('2026-11-27T00:00:00'));
  });

  it('reads back as the date and time it was made from, and every instant as one date and time', () => {
    for (const rule of [NIGHT, DAY]) {
      for (let at = ist('2026-11-27T00:00:00'); at < ist('2026-11-29T00:00:00'); at += HOUR / 4) {
        const { date, time } = shopDateTimeOf(at, rule);
        expect(shopInstant(date, time, rule)).toBe(at);
        expect(shopDateOf(at, rule)).toBe(date);
      }
    }
    expect(shopDateTimeOf(ist('2026-11-28T03:00:00'), NIGHT)).toEqual({ date: '2026-11-27', time: '03:00' });
  });

  it('starts each date at its turn, so consecutive dates meet without a gap', () => {
    expect(shopDayStart('2026-11-27', NIGHT)).toBe(ist('2026-11-27T04:30:00'));
    expect(shopDayStart('2026-11-28', NIGHT) - shopDayStart('2026-11-27', NIGHT)).toBe(24 * HOUR);
    expect(shopDateOf(shopDayStart('2026-11-28', NIGHT) - 1, NIGHT)).toBe('2026-11-27');
    expect(shopDateOf(shopDayStart('2026-11-28', NIGHT), NIGHT)).toBe('2026-11-28');
  });

  it('refuses what is not a date and a time', () => {
    expect(() => shopInstant('2026-02-30', '03:00', NIGHT)).toThrow(RangeError);
    expect(() => shopInstant('2026-11-27', '25:00', NIGHT)).toThrow(RangeError);
    expect(existingShopInstant('27-11-2026', '03:00', NIGHT)).toBeNull();
    expect(calendarDateOf('2026-11-27', 'soon', NIGHT)).toBeNull();
  });
});

describe('a night across a DST change (Europe/London, open 18:00 to 02:00)', () => {
  const LONDON: ShopDayRule = { openTime: '18:00', closeTime: '02:00', timeZone: 'Europe/London' };

  it('is an hour short the night the clocks go forward, and has no 01:30', () => {
    // Sunday 29 March 2026: 01:00 GMT becomes 02:00 BST. Saturday's night ends at 02:00 BST.
    expect(shopDateOf(Date.parse('2026-03-29T00:59:00Z'), LONDON)).toBe('2026-03-28');
    expect(shopDateOf(Date.parse('2026-03-29T01:00:00Z'), LONDON)).toBe('2026-03-29');
    expect(shopInstant('2026-03-28', '00:30', LONDON)).toBe(Date.parse('2026-03-29T00:30:00Z'));
    expect(existingShopInstant('2026-03-28', '01:30', LONDON)).toBeNull();
    expect(shopDayStart('2026-03-29', LONDON) - shopDayStart('2026-03-28', LONDON)).toBe(23 * HOUR);
  });

  it('is an hour long the night the clocks go back, and 01:30 means the first one', () => {
    // Sunday 25 October 2026: 02:00 BST becomes 01:00 GMT. Saturday's night ends at 02:00 GMT.
    expect(shopInstant('2026-10-24', '01:30', LONDON)).toBe(Date.parse('2026-10-25T00:30:00Z'));
    expect(shopDateOf(Date.parse('2026-10-25T01:30:00Z'), LONDON)).toBe('2026-10-24');
    expect(shopDateOf(Date.parse('2026-10-25T01:59:00Z'), LONDON)).toBe('2026-10-24');
    expect(shopDateOf(Date.parse('2026-10-25T02:00:00Z'), LONDON)).toBe('2026-10-25');
    expect(shopDayStart('2026-10-25', LONDON) - shopDayStart('2026-10-24', LONDON)).toBe(25 * HOUR);
    expect(shopDateTimeOf(Date.parse('2026-10-24T22:00:00Z'), LONDON)).toEqual({ date: '2026-10-24', time: '23:00' });
  });
});
