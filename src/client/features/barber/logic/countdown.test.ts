import { describe, expect, test } from 'vitest';
import { barberTexts } from '../../../components/barber/texts.js';
import { servingTexts } from '../texts-serving.js';
import { aboutLeftText, adjustedMinutes, formatCountdown, remainingMinutes, remainingMs } from './countdown.js';

describe('the chair countdown', () => {
  const received = 1_000_000;

  test('counts down from when the answer arrived', () => {
    expect(remainingMs(30, received, received)).toBe(30 * 60_000);
    expect(remainingMs(30, received, received + 90_000)).toBe(28.5 * 60_000);
  });

  test('stops at zero', () => {
    expect(remainingMs(1, received, received + 5 * 60_000)).toBe(0);
    expect(remainingMs(0, received, received)).toBe(0);
  });

  test('reads as mm:ss, or h:mm:ss from an hour', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(28.5 * 60_000)).toBe('28:30');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatCountdown(64 * 60_000 + 5_000)).toBe('1:04:05');
  });

  test('whole minutes round up, like the plan', () => {
    expect(remainingMinutes(28.5 * 60_000)).toBe(29);
    expect(remainingMinutes(0)).toBe(0);
  });

  test('an adjustment never goes below zero (docs/product/booking-rules.md#business-constants-and-limits)', () => {
    expect(adjustedMinutes(12, 5)).toBe(17);
    expect(adjustedMinutes(12, -10)).toBe(2);
    expect(adjustedMinutes(3, -5)).toBe(0);
  });
});

describe('the time left in words', () => {
  const about = (minutes: number) => aboutLeftText(minutes * 60_000, servingTexts.en, barberTexts.en);

  test("is written as every wait is: minutes under an hour, then 'Hr' and 'Mins'", () => {
    expect(about(25)).toBe('About 25 min left');
    expect(about(60)).toBe('About 1 Hr left');
    expect(about(61)).toBe('About 1 Hr 1 Mins left');
    expect(about(60.2)).toBe('About 1 Hr 1 Mins left');
  });
});
