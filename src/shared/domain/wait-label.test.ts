import { describe, expect, it } from 'vitest';
import { isNow, showsNoWait, waitBadgeColour, waitColour, waitInWords, type WaitWording } from './wait-label.js';

// The documented English forms; each page's catalogue brings its own words.
const english: WaitWording = {
  minutes: (minutes) => `${minutes} min`,
  hours: (hours) => `${hours} Hr`,
  hoursMinutes: (hours, minutes) => `${hours} Hr ${minutes} Mins`,
};
const formatWait = (minutes: number) => waitInWords(minutes, english);

describe('waitInWords (docs/product/booking-rules.md#business-constants-and-limits)', () => {
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

describe('waitBadgeColour (docs/product/booking-rules.md#business-constants-and-limits)', () => {
  const colour = (waitTime: number, noWait = false, isAvailable = true) => waitBadgeColour({ isAvailable, waitTime, noWait });

  it('prefers Not Available (grey), then No Wait (green)', () => {
    expect(colour(0, true, false)).toBe('grey');
    expect(colour(45, true)).toBe('green');
  });

  it("says 'No Wait' for every barber a walk-in would reach now, with or without a slot later", () => {
    // Two idle barbers, one with a slot booked for later (the plan's noWait), one with nothing.
    expect(colour(0, true)).toBe(colour(0, false));
    expect(colour(2)).toBe('green');
    expect([0, 1].map((wait) => showsNoWait({ waitTime: wait, noWait: false }))).toEqual([true, true]);
    expect(showsNoWait({ waitTime: 5, noWait: false })).toBe(false);
  });

  it('colours by wait at the documented boundaries', () => {
    expect(colour(5)).toBe('green');
    expect([20, 21, 60, 61, 90, 91].map(waitColour)).toEqual(['green', 'yellow', 'yellow', 'orange', 'orange', 'red']);
    expect(colour(75)).toBe('orange');
    expect(colour(120)).toBe('red');
  });
});

describe('isNow', () => {
  it("shows 'Now' for a wait of 0 or under 2 minutes", () => {
    expect([0, 1, 1.9, 2, 3].map(isNow)).toEqual([true, true, true, false, false]);
  });
});
