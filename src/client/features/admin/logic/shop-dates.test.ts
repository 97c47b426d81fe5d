import { describe, expect, test } from 'vitest';
import { dayMonth, weekdayDate, weekdayNames } from './shop-dates.js';

describe("the shop's dates in words", () => {
  test('English keeps the short months, Hindi writes them in full', () => {
    expect(dayMonth('2026-09-05', 'en')).toBe('5 Sep');
    expect(dayMonth('2026-11-21', 'hi')).toBe('21 नवंबर');
    expect(weekdayDate('2026-11-25', false, 'en')).toBe('Wed, 25 Nov');
    expect(weekdayDate('2027-01-01', true, 'hi')).toBe('शुक्र, 1 जनवरी 2027');
  });

  test('a date is never moved by a time zone, even just after midnight in Asia', () => {
    expect(dayMonth('2027-01-01', 'en')).toBe('1 Jan');
    expect(dayMonth('2026-12-31', 'hi')).toBe('31 दिसंबर');
  });

  test("the week's names start on Sunday, as the API counts", () => {
    expect(weekdayNames('en')).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(weekdayNames('hi')[0]).toBe('रविवार');
  });
});
