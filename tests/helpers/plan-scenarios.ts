import fc from 'fast-check';
import type { PlanBooking } from '../../src/shared/domain/plan-barber-day.js';

const MINUTE = 60_000;
const BASE = Date.parse('2026-11-21T10:00:00+05:30');

/** A chair around `now`: maybe someone in it, and up to eight waiting, each with a length of type D. */
export interface ChairScenario<D> {
  now: number;
  inChair: { startedMinAgo: number; length: D; adjustmentMin: number } | null;
  waiting: { id: number; slot: boolean; slotOffsetMs: number; length: D }[];
}

/**
 * The planner's property scenarios: overlapping and long-past slots included, since the planner
 * must cope with late slots; times off the minute included, since real clocks have seconds. What a
 * booking's length is (minutes, or services whose minutes are learned) is the caller's.
 */
export function chairArb<D>(lengthArb: fc.Arbitrary<D>): fc.Arbitrary<ChairScenario<D>> {
  return fc.record({
    now: fc.integer({ min: BASE, max: BASE + 24 * 60 * MINUTE }),
    inChair: fc.option(
      fc.record({ startedMinAgo: fc.integer({ min: -2, max: 180 }), length: lengthArb, adjustmentMin: fc.integer({ min: -60, max: 60 }) }),
    ),
    waiting: fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 500 }),
        slot: fc.boolean(),
        slotOffsetMs: fc.integer({ min: -120 * MINUTE, max: 480 * MINUTE }),
        length: lengthArb,
      }),
      { selector: (w) => w.id, maxLength: 8 },
    ),
  });
}

/** The scenario's bookings as the planner takes them, each length in minutes by `minutesOf`. */
export function chairBookings<D>({ now, inChair, waiting }: ChairScenario<D>, minutesOf: (length: D) => number): PlanBooking[] {
  const bookings: PlanBooking[] = waiting.map((w) => ({
    id: w.id,
    bookingType: w.slot ? 'slot' : 'queue',
    status: 'waiting',
    durationMin: minutesOf(w.length),
    slotStart: w.slot ? now + w.slotOffsetMs : null,
    servingStartedAt: null,
    adjustmentMin: 0,
  }));
  if (inChair) {
    bookings.push({
      id: 1000,
      bookingType: 'queue',
      status: 'serving',
      durationMin: minutesOf(inChair.length),
      slotStart: null,
      servingStartedAt: now - inChair.startedMinAgo * MINUTE,
      adjustmentMin: inChair.adjustmentMin,
    });
  }
  return bookings;
}
