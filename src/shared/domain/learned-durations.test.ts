import { describe, expect, it } from 'vitest';
import {
  EMPTY_MODEL,
  MAX_LEAN,
  MAX_OVERRUN_REMAINING_SHARE,
  durationSpreadMin,
  expectedMinutes,
  expectedMinutesInChair,
  learnDurations,
  waitRange,
  type DurationSample,
} from './learned-durations.js';

const HAIRCUT = 1;
const BEARD = 2;
const SHAVE = 3;

const haircut = (actualMin: number): DurationSample => ({ serviceIds: [HAIRCUT], configuredMin: [30], actualMin });
const beard = (actualMin: number): DurationSample => ({ serviceIds: [BEARD], configuredMin: [15], actualMin });
/** `times` copies of each of the given haircut durations. */
const haircuts = (minutes: number[], times: number): DurationSample[] => Array.from({ length: times }, () => minutes.map(haircut)).flat();

const expectedHaircut = (samples: DurationSample[]) => expectedMinutes(learnDurations(samples), [HAIRCUT], [30]);

describe('learnDurations and expectedMinutes', () => {
  it('uses the configured duration with no history', () => {
    expect(learnDurations([])).toEqual(EMPTY_MODEL);
    expect(expectedMinutes(EMPTY_MODEL, [HAIRCUT], [30])).toBe(30);
    expect(expectedMinutes(EMPTY_MODEL, [HAIRCUT, BEARD], [30, 15])).toBe(45);
  });

  it('lands between the configured duration and the history after a few bookings', () => {
    const few = expectedHaircut([haircut(40), haircut(42), haircut(38)]);
    expect(few).toBeGreaterThan(30);
    expect(few).toBeLessThan(40);
  });

  it('follows the barber’s own history after many bookings, leaning a little long', () => {
    const few = expectedHaircut([haircut(40), haircut(42), haircut(38)]);
    const many = expectedHaircut(haircuts([36, 38, 40, 42, 44], 12));
    expect(many).toBeGreaterThan(few);
    expect(many).toBeGreaterThanOrEqual(39);
    expect(many).toBeLessThanOrEqual(40 * (1 + MAX_LEAN));
    // A quick barber is learned as quick too.
    const quick = expectedHaircut(haircuts([20, 22, 24], 20));
    expect(quick).toBeGreaterThan(21);
    expect(quick).toBeLessThan(25);
  });

  it('is not moved far by a chair left open over lunch or a mis-tap', () => {
    const honest = haircuts([28, 30, 32], 7);
    const base = expectedHaircut(honest);
    for (const outlier of [180, 110, 1, 4]) {
      expect(Math.abs(expectedHaircut([...honest, haircut(outlier)]) - base)).toBeLessThan(0.5);
    }
    expect(Math.abs(expectedHaircut([...honest, haircut(180), haircut(170), haircut(1)]) - base)).toBeLessThan(0.5);
  });

  it('does not depend on the order of the history', () => {
    const history = [...haircuts([25, 31, 40], 3), beard(12), beard(20), haircut(200)];
    expect(learnDurations([...history].reverse())).toEqual(learnDurations(history));
  });

  it('ignores samples it cannot read', () => {
    const broken: DurationSample[] = [
      { serviceIds: [], configuredMin: [], actualMin: 30 },
      { serviceIds: [HAIRCUT, BEARD], configuredMin: [30], actualMin: 30 },
      { serviceIds: [HAIRCUT], configuredMin: [0], actualMin: 30 },
      haircut(Number.NaN),
      haircut(Number.POSITIVE_INFINITY),
      haircut(-5),
    ];
    expect(learnDurations(broken)).toEqual(EMPTY_MODEL);
  });

  it('estimates a combination never seen from its parts', () => {
    const model = learnDurations([...haircuts([40], 30), ...Array.from({ length: 30 }, () => beard(20))]);
    const together = expectedMinutes(model, [BEARD, HAIRCUT], [15, 30]);
    expect(together).toBeGreaterThan(57);
    expect(together).toBeLessThanOrEqual(60 * (1 + MAX_LEAN));
  });

  it('takes a service never seen at the barber’s overall pace', () => {
    const slow = learnDurations([...haircuts([39], 30), ...Array.from({ length: 30 }, () => beard(19.5))]);
    expect(expectedMinutes(slow, [SHAVE], [20])).toBeGreaterThan(24);
    expect(expectedMinutes(slow, [SHAVE], [20])).toBeLessThan(20 * 1.3 * (1 + MAX_LEAN));
  });

  it('prefers a combination’s own history to its parts once it has one', () => {
    // Haircut and beard together take 40 minutes with this barber, less than the parts' 45.
    const combined = Array.from({ length: 30 }, () => ({ serviceIds: [HAIRCUT, BEARD], configuredMin: [30, 15], actualMin: 40 }));
    const model = learnDurations([...haircuts([30], 30), ...Array.from({ length: 30 }, () => beard(15)), ...combined]);
    expect(expectedMinutes(model, [HAIRCUT, BEARD], [30, 15])).toBeLessThan(43);
  });

  it('stays positive and finite for a positive configured sum, and 0 without one', () => {
    const wild = learnDurations([haircut(1e9), haircut(1e-9), haircut(119), haircut(8)]);
    for (const model of [EMPTY_MODEL, wild]) {
      const minutes = expectedMinutes(model, [HAIRCUT, 99], [30, 0]);
      expect(minutes).toBeGreaterThan(0);
      expect(Number.isFinite(minutes)).toBe(true);
    }
    expect(expectedMinutes(wild, [HAIRCUT], [0])).toBe(0);
  });
});

describe('expectedMinutesInChair', () => {
  const steady = learnDurations(haircuts([36, 38, 40, 42, 44], 12));
  const erratic = learnDurations(haircuts([18, 30, 45], 20));

  it('is the learned expectation while the booking is young', () => {
    const expected = expectedMinutes(steady, [HAIRCUT], [30]);
    for (const elapsed of [0, 10, 40]) expect(expectedMinutesInChair(steady, [HAIRCUT], [30], elapsed)).toBe(expected);
    expect(expectedMinutesInChair(steady, [HAIRCUT], [30], 40)).toBeCloseTo(40.96, 2);
  });

  it('expects more than has already run once a booking overruns, less the further it has run', () => {
    expect(expectedMinutesInChair(steady, [HAIRCUT], [30], 41)).toBeCloseTo(45.54, 2);
    expect(expectedMinutesInChair(steady, [HAIRCUT], [30], 45)).toBeCloseTo(48.63, 2);
    expect(expectedMinutesInChair(steady, [HAIRCUT], [30], 60)).toBeCloseTo(62.35, 2);
    expect(expectedMinutesInChair(erratic, [HAIRCUT], [30], 35)).toBeCloseTo(45.76, 2);
    expect(expectedMinutesInChair(erratic, [HAIRCUT], [30], 60)).toBeCloseTo(69.89, 2);
    for (const elapsed of [41, 45, 60, 120]) expect(expectedMinutesInChair(steady, [HAIRCUT], [30], elapsed)).toBeGreaterThan(elapsed);
  });

  it('does not promise hours more for a chair left open for hours', () => {
    const expected = expectedMinutes(erratic, [HAIRCUT], [30]);
    for (const elapsed of [300, 600, 10_000]) {
      const total = expectedMinutesInChair(erratic, [HAIRCUT], [30], elapsed);
      expect(total).toBeGreaterThan(elapsed);
      expect(total).toBeCloseTo(elapsed + MAX_OVERRUN_REMAINING_SHARE * expected, 6);
    }
    expect(expectedMinutesInChair(erratic, [HAIRCUT], [30], 600)).toBeCloseTo(616.22, 2);
    expect(expectedMinutesInChair(steady, [HAIRCUT], [30], 600)).toBeCloseTo(603.89, 2);
  });

  it('uses the configured duration with no history until it is passed', () => {
    for (const elapsed of [0, 15, 30, -5, Number.NaN]) expect(expectedMinutesInChair(EMPTY_MODEL, [HAIRCUT], [30], elapsed)).toBe(30);
    expect(expectedMinutesInChair(EMPTY_MODEL, [HAIRCUT, BEARD], [30, 15], 45)).toBe(45);
    expect(expectedMinutesInChair(EMPTY_MODEL, [HAIRCUT], [30], 40)).toBeCloseTo(48.19, 2);
    expect(expectedMinutesInChair(EMPTY_MODEL, [HAIRCUT], [30], 600)).toBe(615);
  });

  it('stays positive and finite without a configured duration', () => {
    expect(expectedMinutesInChair(EMPTY_MODEL, [HAIRCUT], [0], 12)).toBe(13);
    expect(expectedMinutesInChair(steady, [], [], 0)).toBe(1);
    expect(expectedMinutesInChair(steady, [HAIRCUT], [30], Infinity)).toBe(expectedMinutes(steady, [HAIRCUT], [30]));
  });
});

describe('durationSpreadMin', () => {
  it('is about a third of the duration with no history, and wider for an erratic barber', () => {
    expect(durationSpreadMin(EMPTY_MODEL, [HAIRCUT], [30])).toBeGreaterThan(7);
    expect(durationSpreadMin(EMPTY_MODEL, [HAIRCUT], [30])).toBeLessThan(11);
    const steady = learnDurations(haircuts([29, 30, 31], 20));
    const erratic = learnDurations(haircuts([18, 30, 45], 20));
    expect(durationSpreadMin(erratic, [HAIRCUT], [30])).toBeGreaterThan(durationSpreadMin(steady, [HAIRCUT], [30]));
    expect(durationSpreadMin(steady, [HAIRCUT], [0])).toBe(0);
  });
});

describe('waitRange', () => {
  it('spans the wait by the spreads ahead, added as variances', () => {
    expect(waitRange(30, [6, 8])).toEqual({ low: 20, high: 40 });
    expect(waitRange(0, [])).toEqual({ low: 0, high: 0 });
  });

  it('never goes below zero and keeps a fractional wait inside', () => {
    expect(waitRange(5, [10])).toEqual({ low: 0, high: 15 });
    expect(waitRange(12.5, [])).toEqual({ low: 12, high: 13 });
    expect(waitRange(20, [Number.NaN, -3, 3, 4])).toEqual({ low: 15, high: 25 });
  });
});
