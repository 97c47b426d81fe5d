import { describe, expect, it } from 'vitest';
import { report } from './report.js';
import { simulate } from './simulate.js';

const OPTIONS = { days: 4, seed: 7, peak: 8 };

describe('ETA simulator', () => {
  it('runs a few days and ends its report with the JSON summary', () => {
    const result = simulate(OPTIONS);
    expect(result.walkIns).toBeGreaterThan(50);
    const summary = JSON.parse(report(result).trim().split('\n').at(-1) ?? '') as Record<string, unknown>;
    expect(Object.keys(summary)).toEqual(['naive', 'configured', 'learned', 'oracle', 'walkIns', 'days']);
    expect(summary.days).toBe(4);
  });

  it('replays the same days for the same seed, and other days for another', () => {
    expect(report(simulate(OPTIONS))).toBe(report(simulate(OPTIONS)));
    expect(report(simulate({ ...OPTIONS, seed: 8 }))).not.toBe(report(simulate(OPTIONS)));
  });

  it('promises better with the true durations than with 30 minutes a head', () => {
    const { accuracy } = simulate(OPTIONS);
    expect(accuracy.oracle.medianAbsMin).toBeLessThan(accuracy.naive.medianAbsMin);
  });
});
