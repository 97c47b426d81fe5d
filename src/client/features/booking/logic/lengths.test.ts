import { describe, expect, it } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { bookingTexts } from '../texts.js';
import { durationText } from './lengths.js';

// Waits and likely ranges in this page's words: components/barber/wait-range.test.ts.
const en = bookingTexts.en;

describe('lengths of time', () => {
  it('writes durations in the chair', () => {
    expect(durationText(45, en)).toBe('45 min');
    expect(durationText(60, en)).toBe('1 hr');
    expect(durationText(90, en)).toBe('1 hr 30 min');
  });

  it('says them in Hindi', async () => {
    await loadTranslations('hi');
    const hi = textsIn(bookingTexts, 'hi');
    expect(durationText(120, hi)).toBe('2 घंटे');
  });
});
