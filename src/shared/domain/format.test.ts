import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  existingZonedInstant,
  formatDateTime,
  formatHHMM12,
  formatHours,
  formatTime12,
  isCalendarDate,
  parseHHMM,
  zonedDate,
  shopTime,
  zonedInstant,
} from './format.js';

const IST = 'Asia/Kolkata';
const NY = 'America/New_York';
const instant = Date.parse('2026-11-21T18:05:00+05:30');

describe('formatTime12 and formatDateTime', () => {
  it('show 12-hour shop-local time with AM/PM (docs/product/booking-rules.md#business-constants-and-limits)', () => {
    expect(formatTime12(instant, IST)).toBe('6:05 PM');
    expect(formatTime12(new Date(instant), NY)).toBe('7:35 AM');
    expect(formatTime12(Date.parse('2026-11-21T00:05:00+05:30'), IST)).toBe('12:05 AM');
    expect(formatTime12(Date.parse('2026-11-21T12:00:00+05:30'), IST)).toBe('12:00 PM');
    expect(formatDateTime(instant, IST)).toBe('21 November, 2026 at 6:05 PM');
  });

  it('read ISO strings, taking those without an offset as shop-local', () => {
    expect(formatDateTime('2026-11-21T12:35:00Z', IST)).toBe('21 November, 2026 at 6:05 PM');
    expect(formatTime12('2026-11-21T18:05', IST)).toBe('6:05 PM');
  });

  it("say 'N/A' for a missing value and 'Invalid date' for garbage (docs/product/api.md#error-catalogue)", () => {
    expect(formatTime12(null, IST)).toBe('N/A');
    expect(formatDateTime(undefined, IST)).toBe('N/A');
    expect(formatTime12('not a date', IST)).toBe('Invalid date');
    expect(formatDateTime(Number.NaN, IST)).toBe('Invalid date');
    expect(formatDateTime(new Date(Number.NaN), IST)).toBe('Invalid date');
    // In Hindi, in Hindi.
    expect(formatTime12(null, IST, 'hi')).toBe('उपलब्ध नहीं');
    expect(formatDateTime('not a date', IST, 'hi')).toBe('अमान्य तारीख');
  });
});

describe('formatHHMM12 and formatHours', () => {
  it('turn shop hours into 12-hour text', () => {
    expect(formatHHMM12('09:00')).toBe('9:00 AM');
    expect(formatHHMM12('00:00')).toBe('12:00 AM');
    expect(formatHHMM12('12:30')).toBe('12:30 PM');
    expect(formatHHMM12('23:59')).toBe('11:59 PM');
    expect(formatHHMM12('18:00:00')).toBe('6:00 PM');
    expect(formatHours('09:00', '18:00')).toBe('9:00 AM - 6:00 PM');
  });

  it('show unparseable text as it is (docs/product/api.md#error-catalogue)', () => {
    expect(formatHHMM12('nine-ish')).toBe('nine-ish');
    expect(formatHHMM12('24:00')).toBe('24:00');
    expect(formatHours('', '18:00')).toBe(' - 6:00 PM');
  });
});

describe('in Hindi', () => {
  // St John's (Newfoundland) is 3:30 behind UTC in November: a half-hour zone on the other side.
  const ST_JOHNS = 'America/St_Johns';

  it("write the shop-local time as India does, 'am'/'pm' in lower case", () => {
    expect(formatTime12(instant, IST, 'hi')).toBe('6:05 pm');
    expect(formatTime12(instant, ST_JOHNS, 'hi')).toBe('9:05 am');
    expect(formatTime12(Date.parse('2026-11-21T00:05:00+05:30'), IST, 'hi')).toBe('12:05 am');
    expect(formatTime12(Date.parse('2026-11-21T12:00:00+05:30'), IST, 'hi')).toBe('12:00 pm');
    expect(formatTime12('2026-11-21T18:05', IST, 'hi')).toBe('6:05 pm');
  });

  it('write the date with the month in Hindi, in the shop zone, across midnight', () => {
    expect(formatDateTime(instant, IST, 'hi')).toBe('21 नवंबर 2026 को 6:05 pm बजे');
    expect(formatDateTime(instant, ST_JOHNS, 'hi')).toBe('21 नवंबर 2026 को 9:05 am बजे');
    // 20:00 UTC is 01:30 the next morning in Kolkata.
    expect(formatDateTime(Date.parse('2026-11-21T20:00:00Z'), IST, 'hi')).toBe('22 नवंबर 2026 को 1:30 am बजे');
    expect(formatDateTime(Date.parse('2026-11-21T20:00:00Z'), ST_JOHNS, 'hi')).toBe('21 नवंबर 2026 को 4:30 pm बजे');
  });

  it('write shop hours with the same am/pm, and keep text that is not a time', () => {
    expect(formatHHMM12('09:00', 'hi')).toBe('9:00 am');
    expect(formatHHMM12('00:00', 'hi')).toBe('12:00 am');
    expect(formatHHMM12('12:30', 'hi')).toBe('12:30 pm');
    expect(formatHHMM12('23:59', 'hi')).toBe('11:59 pm');
    expect(formatHours('09:00', '21:30', 'hi')).toBe('9:00 am - 9:30 pm');
    expect(formatHHMM12('nine-ish', 'hi')).toBe('nine-ish');
  });

  it('leave English as the product writes it', () => {
    expect(formatTime12(instant, IST, 'en')).toBe('6:05 PM');
    expect(formatDateTime(instant, IST, 'en')).toBe('21 November, 2026 at 6:05 PM');
    expect(formatHours('09:00', '18:00', 'en')).toBe('9:00 AM - 6:00 PM');
  });
});

describe('shop-local dates and times', () => {
  it('use the shop’s calendar, not UTC’s', () => {
    const lateEvening = Date.parse('2026-11-21T19:00:00Z');
    expect(zonedDate(lateEvening, IST)).toBe('2026-11-22');
    // Midnight is 00, never 24, on every platform's clock.
    expect(shopTime(Date.parse('2026-11-21T18:35:00Z'), IST)).toBe('00:05');
    expect(shopTime(lateEvening, IST)).toBe('00:30');
    expect(zonedDate(lateEvening, NY)).toBe('2026-11-21');
    expect(shopTime(lateEvening, NY)).toBe('14:00');
  });

  it('read the same within a minute and the next one after it, across midnight and a DST change', () => {
    const lastMinute = Date.parse('2026-11-21T18:29:00Z');
    expect([zonedDate(lastMinute, IST), shopTime(lastMinute, IST)]).toEqual(['2026-11-21', '23:59']);
    expect([zonedDate(lastMinute + 59_999, IST), shopTime(lastMinute + 59_999, IST)]).toEqual(['2026-11-21', '23:59']);
    expect([zonedDate(lastMinute + 60_000, IST), shopTime(lastMinute + 60_000, IST)]).toEqual(['2026-11-22', '00:00']);
    // New York falls back at 02:00 EDT (06:00Z) on 1 November 2026: 01:59 EDT, then 01:00 EST.
    expect(shopTime(Date.parse('2026-11-01T05:59:30Z'), NY)).toBe('01:59');
    expect(shopTime(Date.parse('2026-11-01T06:00:00Z'), NY)).toBe('01:00');
  });

  it('turn a shop-local date and time into an instant', () => {
    expect(zonedInstant('2026-11-21', '18:05', IST)).toBe(instant);
    expect(zonedInstant('2026-07-01', '09:00', NY)).toBe(Date.parse('2026-07-01T09:00:00-04:00'));
    expect(() => zonedInstant('2026-11-21', '25:00', IST)).toThrow(RangeError);
    expect(() => zonedInstant('21/11/2026', '10:00', IST)).toThrow(RangeError);
  });

  it('move a time skipped by DST forward and give a repeated time its first occurrence', () => {
    expect(zonedInstant('2026-03-08', '02:30', NY)).toBe(Date.parse('2026-03-08T03:30:00-04:00'));
    expect(existingZonedInstant('2026-03-08', '02:30', NY)).toBeNull();
    // A wall time that occurs twice (clocks go back) is its first occurrence, east of UTC too.
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Berlin')).toBe(Date.parse('2026-10-25T02:30:00+02:00'));
    expect(zonedInstant('2026-11-01', '01:30', NY)).toBe(Date.parse('2026-11-01T01:30:00-04:00'));
    expect(zonedInstant('2026-11-21', '09:00', 'Asia/Kathmandu')).toBe(Date.parse('2026-11-21T09:00:00+05:45'));
    expect(existingZonedInstant('2026-03-08', '03:00', NY)).toBe(Date.parse('2026-03-08T03:00:00-04:00'));
    expect(zonedInstant('2026-11-01', '01:30', NY)).toBe(Date.parse('2026-11-01T01:30:00-04:00'));
    expect(existingZonedInstant('2026-11-01', '01:30', NY)).toBe(Date.parse('2026-11-01T01:30:00-04:00'));
  });

  it('answer the same from their kept answers, across zones, gaps and more dates than are kept', () => {
    // Twice over more than 4,096 distinct questions: the kept answers are let go and made again.
    for (let round = 0; round < 2; round += 1) {
      for (let day = 0; day < 2_200; day += 1) {
        const date = addCalendarDays('2026-01-01', day);
        expect(zonedInstant(date, '09:30', IST)).toBe(Date.parse(`${date}T09:30:00+05:30`));
        expect(zonedInstant(date, '21:15', IST)).toBe(Date.parse(`${date}T21:15:00+05:30`));
      }
      expect(existingZonedInstant('2026-03-08', '02:30', NY)).toBeNull();
      expect(zonedInstant('2026-03-08', '02:30', NY)).toBe(Date.parse('2026-03-08T03:30:00-04:00'));
      expect(zonedInstant('2026-03-08', '02:30', 'Europe/Berlin')).toBe(Date.parse('2026-03-08T02:30:00+01:00'));
    }
  });

  it('do calendar arithmetic on date strings', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-08', -1)).toBe('2026-03-07');
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(parseHHMM('7:05')).toBe(425);
    expect(parseHHMM('12:60')).toBeNull();
  });
});
