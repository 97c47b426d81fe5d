import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectNewcomerKeepsPromises,
  expectNoNegativeWait,
  expectNoOverlap,
  expectOrderIndependent,
  expectOrderKept,
  expectPositionsCoverWaiting,
} from '../../../tests/helpers/plan-invariants.js';
import { expectedMinutes, learnDurations, type DurationModel, type DurationSample } from './learned-durations.js';
import { chairArb, chairBookings } from '../../../tests/helpers/plan-scenarios.js';
import { planBarberDay } from './plan-barber-day.js';

const RUNS = { numRuns: 300 };

/** Configured minutes per service id; service 5 has none set (0), as a service can in the admin screen. */
const CONFIGURED: Readonly<Record<number, number>> = { 1: 30, 2: 15, 3: 20, 4: 45, 5: 0 };
const servicesArb = fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 2 });
const configuredOf = (ids: readonly number[]) => ids.map((id) => CONFIGURED[id] ?? 0);

/** A barber's history: honest durations mixed with absurd ones (lunch breaks, mis-taps, broken rows). */
const samplesArb = fc.array(
  fc.record({
    serviceIds: servicesArb,
    actualMin: fc.oneof(
      fc.double({ min: 3, max: 120, noNaN: true }),
      fc.constantFrom(0, -4, 1, 0.01, 600, 1e9, Number.NaN, Number.POSITIVE_INFINITY),
    ),
  }),
  { maxLength: 60 },
);

/** Bookings whose durations are what the learner expects of this barber, from its history. */
const learnedArb = fc.record({ samples: samplesArb, chair: chairArb(servicesArb) }).map(({ samples, chair }) => {
  const model: DurationModel = learnDurations(
    samples.map((s): DurationSample => ({ serviceIds: s.serviceIds, configuredMin: configuredOf(s.serviceIds), actualMin: s.actualMin })),
  );
  return { now: chair.now, bookings: chairBookings(chair, (ids) => expectedMinutes(model, ids, configuredOf(ids))) };
});

describe('planBarberDay fed with learned durations', () => {
  it('gets a positive, finite duration for every booking with a configured duration', () => {
    fc.assert(
      fc.property(samplesArb, servicesArb, (samples, ids) => {
        const model = learnDurations(samples.map((s) => ({ ...s, configuredMin: configuredOf(s.serviceIds) })));
        const minutes = expectedMinutes(model, ids, configuredOf(ids));
        if (configuredOf(ids).some((m) => m > 0)) {
          expect(minutes).toBeGreaterThan(0);
          expect(Number.isFinite(minutes)).toBe(true);
        } else {
          expect(minutes).toBe(0);
        }
      }),
      RUNS,
    );
  });

  it('keeps every invariant of the plan', () => {
    fc.assert(
      fc.property(learnedArb, ({ now, bookings }) => {
        const plan = planBarberDay(now, bookings);
        expectPositionsCoverWaiting(plan, bookings);
        expectNoOverlap(plan, now);
        expectNoNegativeWait(plan, now);
        expectOrderKept(plan, bookings);
        expectNewcomerKeepsPromises(now, bookings);
      }),
      RUNS,
    );
  });

  it('does not depend on the order bookings are passed in', () => {
    fc.assert(
      fc.property(
        learnedArb.chain((s) => fc.shuffledSubarray(s.bookings, { minLength: s.bookings.length }).map((shuffled) => ({ ...s, shuffled }))),
        ({ now, bookings, shuffled }) => {
          expectOrderIndependent(now, bookings, shuffled);
        },
      ),
      RUNS,
    );
  });
});
