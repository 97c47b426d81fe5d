import { describe, expect, test } from 'vitest';
import { formatWait, waitRangeText as sharedRangeText } from '../../../shared/domain/wait-label.js';
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
    for (const minutes of [0, 1, 25, 59.2, 60, 75, 120, 135, -3, Number.NaN]) {
      expect(waitText(minutes, track)).toBe(formatWait(minutes));
      expect(waitText(minutes, booking)).toBe(formatWait(minutes));
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
  test('says what the shared range text says, in English, as the live wait moves', () => {
    const cases = [
      [{ low: 25, high: 40 }, 30, 30],
      [{ low: 25, high: 40 }, 30, 20],
      [{ low: 50, high: 80 }, 60, 60],
      [{ low: 25, high: 28 }, 30, 30],
      [{ low: 25, high: 40 }, 30, 1],
      [null, 30, 30],
    ] as const;
    for (const [range, server, now] of cases) expect(waitRangeText(range, server, now, track)).toBe(sharedRangeText(range, server, now));
  });

  test("gives a new walk-in's likely range (the same wait twice) as the shared text does", () => {
    const cases = [
      [{ low: 25, high: 40 }, 30],
      [{ low: 50, high: 80 }, 60],
      [{ low: 25, high: 28 }, 30],
      [{ low: 25, high: 40 }, 1],
      [null, 30],
      [{ low: 25, high: 40 }, null],
    ] as const;
    for (const [range, wait] of cases) expect(waitRangeText(range, wait, wait, booking)).toBe(sharedRangeText(range, wait, wait));
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    const hi = textsIn(trackCardTexts, 'hi');
    expect(waitRangeText({ low: 25, high: 40 }, 30, 30, hi)).toBe('संभवतः 25–40 मिनट');
    expect(waitRangeText({ low: 50, high: 80 }, 60, 60, hi)).toBe('संभवतः 50 मिनट से 1 घं 20 मिनट');
    expect(waitRangeText({ low: 25, high: 40 }, 30, 30, textsIn(bookingTexts, 'hi'))).toBe('संभवतः 25–40 मिनट');
  });
});
