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
import { planBarberDay, type PlanBooking } from './plan-barber-day.js';

const MINUTE = 60_000;
const BASE = Date.parse('2026-11-21T10:00:00+05:30');
const RUNS = { numRuns: 1000 };

/** A duration as stored: usually a sum of services, sometimes unknown (0 or negative). */
const durationArb = fc.oneof(fc.constantFrom(-5, 0), fc.integer({ min: 5, max: 120 }));

/**
 * A barber's active bookings around `now`: overlapping and long-past slots included, since the
 * planner must cope with late slots; times off the minute included, since real clocks have seconds.
 */
const scenarioArb = fc
  .record({
    now: fc.integer({ min: BASE, max: BASE + 24 * 60 * MINUTE }),
    inChair: fc.option(
      fc.record({
        startedMinAgo: fc.integer({ min: -2, max: 180 }),
        durationMin: durationArb,
        adjustmentMin: fc.integer({ min: -60, max: 60 }),
      }),
    ),
    waiting: fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 500 }),
        slot: fc.boolean(),
        slotOffsetMs: fc.integer({ min: -120 * MINUTE, max: 480 * MINUTE }),
        durationMin: durationArb,
      }),
      { selector: (w) => w.id, maxLength: 8 },
    ),
  })
  .map(({ now, inChair, waiting }) => {
    const bookings: PlanBooking[] = waiting.map((w) => ({
      id: w.id,
      bookingType: w.slot ? 'slot' : 'queue',
      status: 'waiting',
      durationMin: w.durationMin,
      slotStart: w.slot ? now + w.slotOffsetMs : null,
      servingStartedAt: null,
      adjustmentMin: 0,
    }));
    if (inChair) {
      bookings.push({
        id: 1000,
        bookingType: 'queue',
        status: 'serving',
        durationMin: inChair.durationMin,
        slotStart: null,
        servingStartedAt: now - inChair.startedMinAgo * MINUTE,
        adjustmentMin: inChair.adjustmentMin,
      });
    }
    return { now, bookings };
  });

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
