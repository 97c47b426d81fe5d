import { describe, expect, it } from 'vitest';
import { formatWait, waitRangeText as sharedRangeText } from '../../../../shared/domain/wait-label.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { bookingTexts } from '../texts.js';
import { durationText, waitRangeText, waitText } from './lengths.js';

const en = bookingTexts.en;

describe('lengths of time', () => {
  it('writes waits as spec §9 does, in English', () => {
    for (const minutes of [0, 1, 25, 59.2, 60, 75, 120, -3, Number.NaN]) expect(waitText(minutes, en)).toBe(formatWait(minutes));
  });

  it('writes durations in the chair', () => {
    expect(durationText(45, en)).toBe('45 min');
    expect(durationText(60, en)).toBe('1 hr');
    expect(durationText(90, en)).toBe('1 hr 30 min');
  });

  it("gives a new walk-in's likely range as the shared text does", () => {
    const cases = [
      [{ low: 25, high: 40 }, 30],
      [{ low: 50, high: 80 }, 60],
      [{ low: 25, high: 28 }, 30],
      [{ low: 25, high: 40 }, 1],
      [null, 30],
      [{ low: 25, high: 40 }, null],
    ] as const;
    for (const [range, wait] of cases) expect(waitRangeText(range, wait, en)).toBe(sharedRangeText(range, wait, wait));
  });

  it('says them in Hindi', async () => {
    await loadTranslations('hi');
    const hi = textsIn(bookingTexts, 'hi');
    expect(waitText(75, hi)).toBe('1 घं 15 मिनट');
    expect(durationText(120, hi)).toBe('2 घंटे');
    expect(waitRangeText({ low: 25, high: 40 }, 30, hi)).toBe('संभवतः 25–40 मिनट');
  });
});
