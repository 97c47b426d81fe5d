import { describe, expect, test } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { dayTexts } from '../texts-day.js';
import { servingTexts } from '../texts-serving.js';
import { queueTimeText, waitSuffixText } from './wait-text.js';

// Minutes, the queue's length and the wait after an expected time, as documented.
const SHOWN: [number, string, string][] = [
  [Number.NaN, '0 min', '(No Wait)'],
  [-3, '0 min', '(No Wait)'],
  [0, '0 min', '(No Wait)'],
  [1, '1 min', '(No Wait)'],
  [1.5, '2 min', '(No Wait)'],
  [2, '2 min', '(2 mins)'],
  [25, '25 min', '(25 mins)'],
  [59.2, '1 Hr', '(1 Hr)'],
  [60, '1 Hr', '(1 Hr)'],
  [65, '1 Hr 5 Mins', '(1 Hr 5 Mins)'],
  [95, '1 Hr 35 Mins', '(1 Hr 35 Mins)'],
  [120, '2 Hr', '(2 Hr)'],
  [135, '2 Hr 15 Mins', '(2 Hr 15 Mins)'],
];

describe('wait texts', () => {
  test('in English, the documented forms (docs/product/booking-rules.md#business-constants-and-limits)', () => {
    for (const [minutes, queue, suffix] of SHOWN) {
      expect(queueTimeText(minutes, dayTexts.en)).toBe(queue);
      expect(waitSuffixText(minutes, servingTexts.en)).toBe(suffix);
    }
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    const day = textsIn(dayTexts, 'hi');
    const serving = textsIn(servingTexts, 'hi');
    expect(queueTimeText(25, day)).toBe('25 मिनट');
    expect(queueTimeText(60, day)).toBe('1 घंटा');
    expect(queueTimeText(135, day)).toBe('2 घंटे 15 मिनट');
    expect(waitSuffixText(1, serving)).toBe('(इंतज़ार नहीं)');
    expect(waitSuffixText(65, serving)).toBe('(1 घंटा 5 मिनट)');
  });
});
