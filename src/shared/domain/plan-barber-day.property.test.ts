import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planBarberDay, type BarberPlan, type PlanBooking } from './plan-barber-day.js';

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

function intervals(plan: BarberPlan): { start: number; end: number }[] {
  return [...(plan.serving ? [plan.serving] : []), ...plan.entries].sort((a, b) => a.start - b.start);
}

describe('planBarberDay properties', () => {
  it('numbers positions 1..k without gaps, in expected start order, covering every waiting booking', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings }) => {
        const plan = planBarberDay(now, bookings);
        expect(plan.entries.map((e) => e.position)).toEqual(plan.entries.map((_, i) => i + 1));
        const starts = plan.entries.map((e) => e.start);
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
        const waitingIds = bookings.filter((b) => b.status === 'waiting').map((b) => b.id);
        expect(plan.entries.map((e) => e.bookingId).sort((a, b) => a - b)).toEqual(waitingIds.sort((a, b) => a - b));
      }),
      RUNS,
    );
  });

  it('never overlaps planned intervals, nor plans anyone before now or before the chair is free', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings }) => {
        const plan = planBarberDay(now, bookings);
        const sorted = intervals(plan);
        sorted.slice(1).forEach((next, i) => {
          expect(next.start).toBeGreaterThanOrEqual(sorted[i]?.end ?? -Infinity);
        });
        for (const entry of plan.entries) {
          expect(entry.start).toBeGreaterThanOrEqual(Math.max(now, plan.serving?.end ?? now));
        }
      }),
      RUNS,
    );
  });

  it('never reports a negative wait or remaining time', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings }) => {
        const plan = planBarberDay(now, bookings);
        expect(plan.waitTime).toBeGreaterThanOrEqual(0);
        expect(plan.freeAt).toBeGreaterThanOrEqual(now);
        expect(plan.serving?.remainingTime ?? 0).toBeGreaterThanOrEqual(0);
        for (const entry of plan.entries) expect(entry.estimatedWaitTime).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('keeps walk-ins in token order and slots at or after their time (late exactly when after)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings }) => {
        const plan = planBarberDay(now, bookings);
        const byId = new Map(bookings.map((b) => [b.id, b]));
        const walkInIds = plan.entries.filter((e) => byId.get(e.bookingId)?.bookingType === 'queue').map((e) => e.bookingId);
        expect(walkInIds).toEqual([...walkInIds].sort((a, b) => a - b));
        for (const entry of plan.entries) {
          const slotStart = byId.get(entry.bookingId)?.slotStart ?? null;
          if (slotStart === null) continue;
          expect(entry.start).toBeGreaterThanOrEqual(slotStart);
          expect(entry.late).toBe(entry.start > slotStart);
        }
      }),
      RUNS,
    );
  });

  it('never shortens anyone’s wait when a new walk-in joins, who then waits what the card promised', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings }) => {
        const before = planBarberDay(now, bookings);
        const newcomer: PlanBooking = {
          id: 10_000,
          bookingType: 'queue',
          status: 'waiting',
          durationMin: 30,
          slotStart: null,
          servingStartedAt: null,
          adjustmentMin: 0,
        };
        const after = planBarberDay(now, [...bookings, newcomer]);
        for (const entry of before.entries) {
          const again = after.entries.find((e) => e.bookingId === entry.bookingId);
          expect(again?.estimatedWaitTime).toBeGreaterThanOrEqual(entry.estimatedWaitTime);
        }
        expect(after.waitTime).toBeGreaterThanOrEqual(before.waitTime);
        expect(after.entries.find((e) => e.bookingId === newcomer.id)?.start).toBe(before.freeAt);
      }),
      RUNS,
    );
  });

  it('does not depend on the order bookings are passed in', () => {
    fc.assert(
      fc.property(
        scenarioArb.chain((s) => fc.shuffledSubarray(s.bookings, { minLength: s.bookings.length }).map((shuffled) => ({ ...s, shuffled }))),
        ({ now, bookings, shuffled }) => {
          expect(planBarberDay(now, shuffled)).toEqual(planBarberDay(now, bookings));
        },
      ),
      RUNS,
    );
  });
});
