import { describe, expect, test } from 'vitest';
import { formatWait, waitRangeText as sharedRangeText } from '../../../../shared/domain/wait-label.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { trackCardTexts } from '../texts-card.js';
import { waitRangeText, waitText } from './wait-text.js';

const en = trackCardTexts.en;

describe('waitText', () => {
  test('reads as the spec §9 waits in English', () => {
    for (const minutes of [0, 1, 25, 59.2, 60, 75, 120, 135, -3, Number.NaN]) expect(waitText(minutes, en)).toBe(formatWait(minutes));
  });

  test('reads in Hindi words', async () => {
    await loadTranslations('hi');
    const hi = textsIn(trackCardTexts, 'hi');
    expect(waitText(25, hi)).toBe('25 मिनट');
    expect(waitText(60, hi)).toBe('1 घंटा');
    expect(waitText(120, hi)).toBe('2 घंटे');
    expect(waitText(75, hi)).toBe('1 घं 15 मिनट');
  });
});

describe('waitRangeText', () => {
  test('says what the shared range text says, in English', () => {
    const cases = [
      [{ low: 25, high: 40 }, 30, 30],
      [{ low: 25, high: 40 }, 30, 20],
      [{ low: 50, high: 80 }, 60, 60],
      [{ low: 25, high: 28 }, 30, 30],
      [{ low: 25, high: 40 }, 30, 1],
      [null, 30, 30],
    ] as const;
    for (const [range, server, now] of cases) expect(waitRangeText(range, server, now, en)).toBe(sharedRangeText(range, server, now));
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    const hi = textsIn(trackCardTexts, 'hi');
    expect(waitRangeText({ low: 25, high: 40 }, 30, 30, hi)).toBe('संभवतः 25–40 मिनट');
    expect(waitRangeText({ low: 50, high: 80 }, 60, 60, hi)).toBe('संभवतः 50 मिनट से 1 घं 20 मिनट');
  });
});
