import { describe, expect, test } from 'vitest';
import { bookingTexts } from '../../features/booking/texts.js';
import { trackCardTexts } from '../../features/track/texts-card.js';
import { loadTranslations, textsIn } from '../../lib/i18n/catalogue.js';
import { waitText } from './barber-status.js';
import { waitRangeText } from './wait-range.js';

// The track card and the booking page write waits and ranges in their own catalogues' words.
const track = trackCardTexts.en;
const booking = bookingTexts.en;

describe('waitText in the pages’ words', () => {
  test('reads as the documented waits in English', () => {
    const shown: [number, string][] = [
      [0, '0 min'], [1, '1 min'], [25, '25 min'], [59.2, '1 Hr'], [60, '1 Hr'], [75, '1 Hr 15 Mins'],
      [120, '2 Hr'], [135, '2 Hr 15 Mins'], [-3, '0 min'], [Number.NaN, '0 min'],
    ];
    for (const [minutes, text] of shown) {
      expect(waitText(minutes, track)).toBe(text);
      expect(waitText(minutes, booking)).toBe(text);
    }
  });

  test('reads in Hindi words', async () => {
    await loadTranslations('hi');
    const hi = textsIn(trackCardTexts, 'hi');
    expect(waitText(25, hi)).toBe('25 मिनट');
    expect(waitText(60, hi)).toBe('1 घंटा');
    expect(waitText(120, hi)).toBe('2 घंटे');
    expect(waitText(75, hi)).toBe('1 घं 15 मिनट');
    expect(waitText(75, textsIn(bookingTexts, 'hi'))).toBe('1 घं 15 मिनट');
  });
});

describe('waitRangeText', () => {
  test('says the likely range around the wait, in English, as the live wait moves', () => {
    const cases = [
      [{ low: 25, high: 40 }, 30, 30, 'Likely 25–40 min'],
      [{ low: 25, high: 40 }, 30, 20, 'Likely 15–30 min'],
      [{ low: 50, high: 80 }, 60, 60, 'Likely 50 min to 1 Hr 20 Mins'],
      [{ low: 25, high: 28 }, 30, 30, null],
      [{ low: 25, high: 40 }, 30, 1, null],
      [null, 30, 30, null],
    ] as const;
    for (const [range, server, now, text] of cases) expect(waitRangeText(range, server, now, track)).toBe(text);
    expect(waitRangeText({ low: 25, high: 35 }, 30, 30, track)).toBe('Likely 25–35 min');
  });

  test('moves the range along with the live wait between refetches, never below 0', () => {
    expect(waitRangeText({ low: 25, high: 35 }, 30, 27, track)).toBe('Likely 22–32 min');
    expect(waitRangeText({ low: 2, high: 14 }, 8, 4, track)).toBe('Likely 0–10 min');
  });

  test('uses hours past an hour', () => {
    expect(waitRangeText({ low: 50, high: 75 }, 62, 62, track)).toBe('Likely 50 min to 1 Hr 15 Mins');
  });

  test('says nothing without a range, for a narrow one, or when the turn is now', () => {
    expect(waitRangeText(null, 30, 30, track)).toBeNull();
    expect(waitRangeText({ low: 28, high: 32 }, 30, 30, track)).toBeNull();
    expect(waitRangeText({ low: 0, high: 8 }, 1, 1, track)).toBeNull();
  });

  test("gives a new walk-in's likely range (the same wait twice) in the booking page's words", () => {
    const cases = [
      [{ low: 25, high: 40 }, 30, 'Likely 25–40 min'],
      [{ low: 50, high: 80 }, 60, 'Likely 50 min to 1 Hr 20 Mins'],
      [{ low: 25, high: 28 }, 30, null],
      [{ low: 25, high: 40 }, 1, null],
      [null, 30, null],
      [{ low: 25, high: 40 }, null, null],
    ] as const;
    for (const [range, wait, text] of cases) expect(waitRangeText(range, wait, wait, booking)).toBe(text);
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    const hi = textsIn(trackCardTexts, 'hi');
    expect(waitRangeText({ low: 25, high: 40 }, 30, 30, hi)).toBe('संभवतः 25–40 मिनट');
    expect(waitRangeText({ low: 50, high: 80 }, 60, 60, hi)).toBe('संभवतः 50 मिनट से 1 घं 20 मिनट');
    expect(waitRangeText({ low: 25, high: 40 }, 30, 30, textsIn(bookingTexts, 'hi'))).toBe('संभवतः 25–40 मिनट');
  });
});
