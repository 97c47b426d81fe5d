import { describe, expect, test } from 'vitest';
import { formatWait, waitSuffix } from '../../../../shared/domain/wait-label.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { dayTexts } from '../texts-day.js';
import { servingTexts } from '../texts-serving.js';
import { queueTimeText, waitSuffixText } from './wait-text.js';

const MINUTES = [Number.NaN, -3, 0, 1, 1.5, 2, 25, 59.2, 60, 65, 120, 135];

describe('wait texts', () => {
  test('in English, exactly the shared wait labels (docs/product/booking-rules.md#business-constants-and-limits)', () => {
    for (const minutes of MINUTES) {
      expect(queueTimeText(minutes, dayTexts.en)).toBe(formatWait(minutes));
      expect(waitSuffixText(minutes, servingTexts.en)).toBe(waitSuffix(minutes));
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
