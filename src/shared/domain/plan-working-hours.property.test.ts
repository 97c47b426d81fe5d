import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  expectNewcomerKeepsPromises,
  expectNoNegativeWait,
  expectNoOverlap,
  expectOrderIndependent,
  expectOrderKept,
  expectPositionsCoverWaiting,
  expectWithinWorkingHours,
} from '../../../tests/helpers/plan-invariants.js';
import { planBarberDay, type PlanBooking } from './plan-barber-day.js';
import { chairDay, type BarberTime, type ShopTime } from './working-hours.js';

const MINUTE = 60_000;
const RUNS = { numRuns: 500 };
const hhmm = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** One day's working periods: up to three, apart, in 15-minute steps; possibly running past midnight. */
const daySpansArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 24 * 4 + 8 }), { minLength: 0, maxLength: 6 })
  .map((marks) => {
    const sorted = [...marks].sort((a, b) => a - b).map((mark) => mark * 15);
    const spans: { start: string; end: string }[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) {
      const start = sorted[i] ?? 0;
      const end = sorted[i + 1] ?? 0;
      if (start < 1440 && end - start < 1440) spans.push({ start: hhmm(start), end: hhmm(end) });
    }
    return spans;
  })
  // Spans that wrap onto one another the next morning are not a valid week: keep those that end by
  // the first one's start on the next day.
  .map((spans) => spans.filter((span, i) => i === 0 || span.end !== spans[0]?.start));

const zoneArb = fc.constantFrom('Asia/Kolkata', 'America/New_York', 'Europe/London');

/** A barber's week and break, a shop, a moment and the bookings of a chair, with working hours. */
const scenarioArb = fc
  .record({
    zone: zoneArb,
    // Around the spring-forward and fall-back nights of New York and London, and an ordinary week.
    base: fc.constantFrom(Date.parse('2026-03-07T12:00:00Z'), Date.parse('2026-10-31T12:00:00Z'), Date.parse('2026-11-21T04:30:00Z')),
    nowOffsetMin: fc.integer({ min: 0, max: 48 * 60 }),
    weekly: fc.option(fc.array(daySpansArb, { minLength: 7, maxLength: 7 })),
    dayOff: fc.boolean(),
    breakAt: fc.option(fc.record({ offsetMin: fc.integer({ min: -30, max: 120 }), minutes: fc.constantFrom(5, 10, 15, 30, 60) })),
    inChair: fc.option(fc.record({ startedMinAgo: fc.integer({ min: 0, max: 90 }), durationMin: fc.integer({ min: 5, max: 90 }) })),
    waiting: fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 500 }),
        slot: fc.boolean(),
        slotOffsetMin: fc.integer({ min: -60, max: 30 * 60 }),
        durationMin: fc.integer({ min: 5, max: 120 }),
      }),
      { selector: (w) => w.id, maxLength: 8 },
    ),
  })
  .map(({ zone, base, nowOffsetMin, weekly, dayOff, breakAt, inChair, waiting }) => {
    const now = base + nowOffsetMin * MINUTE;
    const shop: ShopTime = { openTime: '09:00', closeTime: '18:00', timeZone: zone, closedDates: [] };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
    const barber: BarberTime = {
      weekly,
      daysOff: dayOff ? [today] : [],
      breakStart: breakAt ? now + breakAt.offsetMin * MINUTE : null,
      breakEnd: breakAt ? now + (breakAt.offsetMin + breakAt.minutes) * MINUTE : null,
    };
    const bookings: PlanBooking[] = waiting.map((w) => ({
      id: w.id,
      bookingType: w.slot ? 'slot' : 'queue',
      status: 'waiting',
      durationMin: w.durationMin,
      // Slots on the quarter hour, as the grid offers them.
      slotStart: w.slot ? Math.floor((now + w.slotOffsetMin * MINUTE) / (15 * MINUTE)) * 15 * MINUTE : null,
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
        adjustmentMin: 0,
      });
    }
    return { now, bookings, hours: chairDay(now, barber, shop) };
  });

describe('planBarberDay properties within working hours', () => {
  it('keeps every plan invariant when the barber has hours, breaks and days off', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings, hours }) => {
        const plan = planBarberDay(now, bookings, hours);
        expectPositionsCoverWaiting(plan, bookings);
        expectNoOverlap(plan, now);
        expectNoNegativeWait(plan, now);
        expectOrderKept(plan, bookings);
      }),
      RUNS,
    );
  });

  it('plans nobody across a break or outside working time without flagging them, and closes the queue at last call', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, bookings, hours }) => {
        expectWithinWorkingHours(planBarberDay(now, bookings, hours), bookings, hours);
      }),
      RUNS,
    );
  });

  it('never shortens anyone’s wait when a new walk-in joins, and does not depend on the order bookings come in', () => {
    fc.assert(
      fc.property(
        scenarioArb.chain((s) => fc.shuffledSubarray(s.bookings, { minLength: s.bookings.length }).map((shuffled) => ({ ...s, shuffled }))),
        ({ now, bookings, hours, shuffled }) => {
          expectNewcomerKeepsPromises(now, bookings, hours);
          expectOrderIndependent(now, bookings, shuffled, hours);
        },
      ),
      RUNS,
    );
  });
});
