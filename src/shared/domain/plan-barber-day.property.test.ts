import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  expectNewcomerKeepsPromises,
  expectNoNegativeWait,
  expectNoOverlap,
  expectOrderIndependent,
  expectOrderKept,
  expectPositionsCoverWaiting,
} from '../../../tests/helpers/plan-invariants.js';
import { chairArb, chairBookings } from '../../../tests/helpers/plan-scenarios.js';
import { planBarberDay } from './plan-barber-day.js';

const RUNS = { numRuns: 1000 };

/** A duration as stored: usually a sum of services, sometimes unknown (0 or negative). */
const durationArb = fc.oneof(fc.constantFrom(-5, 0), fc.integer({ min: 5, max: 120 }));

/** A barber's active bookings around `now`, with durations as stored. */
const scenarioArb = chairArb(durationArb).map((scenario) => ({ now: scenario.now, bookings: chairBookings(scenario, (minutes) => minutes) }));

describe('planBarberDay properties', () => {
  it('numbers positions 1..k without gaps, in expected start order, covering every waiting booking', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings }) => {
        expectPositionsCoverWaiting(planBarberDay(now, bookings), bookings);
      }),
      RUNS,
    );
  });

  it('never overlaps planned intervals, nor plans anyone before now or before the chair is free', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings }) => {
        expectNoOverlap(planBarberDay(now, bookings), now);
      }),
      RUNS,
    );
  });

  it('never reports a negative wait or remaining time', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings }) => {
        expectNoNegativeWait(planBarberDay(now, bookings), now);
      }),
      RUNS,
    );
  });

  it('keeps walk-ins in token order and slots at or after their time (late exactly when after)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings }) => {
        expectOrderKept(planBarberDay(now, bookings), bookings);
      }),
      RUNS,
    );
  });

  it('never shortens anyone’s wait when a new walk-in joins, who then waits what the card promised', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings }) => {
        expectNewcomerKeepsPromises(now, bookings);
      }),
      RUNS,
    );
  });

  it('does not depend on the order bookings are passed in', () => {
    fc.assert(
      fc.property(
        scenarioArb.chain((s) => fc.shuffledSubarray(s.bookings, { minLength: s.bookings.length }).map((shuffled) => ({ ...s, shuffled }))),
        ({ now, bookings, shuffled }) => {
          expectOrderIndependent(now, bookings, shuffled);
        },
      ),
      RUNS,
    );
  });
});
