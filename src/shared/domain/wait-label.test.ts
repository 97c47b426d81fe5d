import { describe, expect, it } from 'vitest';
import { formatWait, isNow, showsNoWait, waitBadge, waitColour, waitRangeText, waitSuffix } from './wait-label.js';

describe('formatWait (docs/product/booking-rules.md#business-constants-and-limits)', () => {
  it('uses minutes under an hour and hours with minutes above', () => {
    expect(formatWait(0)).toBe('0 min');
    expect(formatWait(1)).toBe('1 min');
    expect(formatWait(59)).toBe('59 min');
    expect(formatWait(60)).toBe('1 Hr');
    expect(formatWait(61)).toBe('1 Hr 1 Mins');
    expect(formatWait(135)).toBe('2 Hr 15 Mins');
  });

  it('never shows a negative or fractional wait', () => {
    expect(formatWait(-3)).toBe('0 min');
    expect(formatWait(Number.NaN)).toBe('0 min');
    expect(formatWait(59.2)).toBe('1 Hr');
  });
});

describe('waitBadge (docs/product/booking-rules.md#business-constants-and-limits)', () => {
  const badge = (waitTime: number, noWait = false, isAvailable = true) => waitBadge({ isAvailable, waitTime, noWait });

  it('prefers Not Available, then No Wait', () => {
    expect(badge(0, true, false)).toEqual({ text: 'Not Available', colour: 'grey' });
    expect(badge(45, true)).toEqual({ text: 'No Wait', colour: 'green' });
  });

  it("says 'No Wait' for every barber a walk-in would reach now, with or without a slot later", () => {
    // Two idle barbers, one with a slot booked for later (the plan's noWait), one with nothing.
    expect(badge(0, true)).toEqual(badge(0, false));
    expect([0, 1, 1.9, Number.NaN].map((wait) => badge(wait).text)).toEqual(['No Wait', 'No Wait', 'No Wait', 'No Wait']);
    expect(badge(2)).toEqual({ text: '2 min', colour: 'green' });
    expect([0, 1].map((wait) => showsNoWait({ waitTime: wait, noWait: false }))).toEqual([true, true]);
    expect(showsNoWait({ waitTime: 5, noWait: false })).toBe(false);
  });

  it('colours by wait at the documented boundaries', () => {
    expect(badge(5)).toEqual({ text: '5 min', colour: 'green' });
    expect([20, 21, 60, 61, 90, 91].map(waitColour)).toEqual(['green', 'yellow', 'yellow', 'orange', 'orange', 'red']);
    expect(badge(75)).toEqual({ text: '1 Hr 15 Mins', colour: 'orange' });
    expect(badge(120)).toEqual({ text: '2 Hr', colour: 'red' });
  });
});

describe('isNow and waitSuffix', () => {
  it("shows 'Now' for a wait of 0 or under 2 minutes", () => {
    expect([0, 1, 1.9, 2, 3].map(isNow)).toEqual([true, true, true, false, false]);
  });

  it('labels the wait in parentheses', () => {
    expect(waitSuffix(0)).toBe('(No Wait)');
    expect(waitSuffix(1)).toBe('(No Wait)');
    expect(waitSuffix(25)).toBe('(25 mins)');
    expect(waitSuffix(60)).toBe('(1 Hr)');
    expect(waitSuffix(95)).toBe('(1 Hr 35 Mins)');
  });
});

describe('waitRangeText', () => {
  it('says the likely range around the wait', () => {
    expect(waitRangeText({ low: 25, high: 35 }, 30, 30)).toBe('Likely 25–35 min');
  });

  it('moves the range along with the live wait between refetches, never below 0', () => {
    expect(waitRangeText({ low: 25, high: 35 }, 30, 27)).toBe('Likely 22–32 min');
    expect(waitRangeText({ low: 2, high: 14 }, 8, 4)).toBe('Likely 0–10 min');
  });

  it('uses hours past an hour', () => {
    expect(waitRangeText({ low: 50, high: 75 }, 62, 62)).toBe('Likely 50 min to 1 Hr 15 Mins');
  });

  it('says nothing without a range, for a narrow one, or when the turn is now', () => {
    expect(waitRangeText(null, 30, 30)).toBeNull();
    expect(waitRangeText({ low: 28, high: 32 }, 30, 30)).toBeNull();
    expect(waitRangeText({ low: 0, high: 8 }, 1, 1)).toBeNull();
  });
});
