import { describe, expect, it } from 'vitest';
import { stepOf, type WriteStep } from '../../bench/shops/writes.js';

const round = (p99: number, answered = 300): WriteStep => ({
  offered: 300,
  answered,
  created: answered - 20,
  p50: p99 / 10,
  p99,
  p99Rounds: [p99],
  sustained: true,
  cpu: { server: 1, postgres: 0.5, generator: 0.1, other: p99 / 1000 },
  serverMsPerRequest: 3,
  postgresMsPerRequest: 2,
});

// A step of the many-shops bench is the median of its rounds (docs/benchmarks.md, "Bookings over random shops").
describe('a step of booking requests made of rounds', () => {
  it('takes the median round of each figure, and keeps every round p99', () => {
    const step = stepOf([round(1400), round(120), round(180)]);
    expect(step.p99).toBe(180);
    expect(step.p50).toBe(18);
    expect(step.cpu.other).toBeCloseTo(0.18);
    expect(step.p99Rounds).toEqual([120, 180, 1400]);
    expect(step.sustained).toBe(true);
  });

  it('is not sustained when its median round falls behind, whatever its best round did', () => {
    expect(stepOf([round(1200), round(150), round(1100)]).sustained).toBe(false);
    expect(stepOf([round(150, 250), round(150, 300), round(150, 260)]).sustained).toBe(false);
  });
});
