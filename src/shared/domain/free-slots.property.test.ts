import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLOT_INTERVALS } from '../constants.js';
import { addCalendarDays, minutesToHHMM, zonedDate } from './format.js';
import { checkSlotRequest, slotTimesForDate, type ShopHours } from './free-slots.js';
import { planBarberDay, type PlanBooking } from './plan-barber-day.js';
import { chairDay, type BarberTime } from './working-hours.js';

const MINUTE = 60_000;
const RUNS = { numRuns: 1000 };

/** Half-hour offset, US and European DST, and Lord Howe's half-hour DST shift. */
const zoneArb = fc.constantFrom('Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'UTC');

/** Days just before DST changes in those zones, and an ordinary day. */
const dayArb = fc.constantFrom(
  '2026-03-07T12:00:00Z',
  '2026-03-28T12:00:00Z',
  '2026-04-04T06:00:00Z',
  '2026-10-03T06:00:00Z',
  '2026-10-31T12:00:00Z',
  '2026-11-21T04:30:00Z',
);

const hoursArb: fc.Arbitrary<ShopHours> = fc.record({
  openTime: fc.integer({ min: 0, max: 95 }).map((q) => minutesToHHMM(q * 15)),
  closeTime: fc.integer({ min: 0, max: 95 }).map((q) => minutesToHHMM(q * 15)),
  slotInterval: fc.constantFrom(...SLOT_INTERVALS),
  timeZone: zoneArb,
  closedDates: fc.constant([]),
});

const everyDay = (...spans: [string, string][]) => Array.from({ length: 7 }, () => spans.map(([start, end]) => ({ start, end })));

/** The barber's working time: the shop's hours, a lunch break, a late start or a night shift, with or without a break. */
const barberArb: fc.Arbitrary<BarberTime> = fc.record({
  weekly: fc.constantFrom(
    null,
    everyDay(['09:00', '13:00'], ['14:00', '18:00']),
    everyDay(['11:00', '19:30']),
    everyDay(['20:00', '02:00']),
  ),
  daysOff: fc.constant([]),
  breakStart: fc.constant(null),
  breakEnd: fc.constant(null),
});

/** A barber's active bookings; slot bookings may even overlap each other (the planner must cope). */
const scenarioArb = fc
  .record({
    day: dayArb,
    nowOffsetMs: fc.integer({ min: 0, max: 48 * 60 * MINUTE }),
    hours: hoursArb,
    // Mostly dates that can have bookable times; sometimes yesterday or beyond the window.
    dateOffset: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 1 }), weight: 4 },
      { arbitrary: fc.integer({ min: -1, max: 2 }), weight: 1 },
    ),
    durationMin: fc.oneof(fc.constantFrom(0, 15, 30, 45, 60), fc.integer({ min: 5, max: 150 })),
    inChair: fc.option(
      fc.record({
        startedMinAgo: fc.integer({ min: 0, max: 120 }),
        durationMin: fc.integer({ min: 5, max: 90 }),
        adjustmentMin: fc.integer({ min: -20, max: 20 }),
      }),
    ),
    waiting: fc.array(
      fc.record({
        slot: fc.boolean(),
        offsetMin: fc.integer({ min: -60, max: 40 * 60 }),
        durationMin: fc.integer({ min: 0, max: 120 }),
      }),
      { maxLength: 8 },
    ),
    pick: fc.nat(),
    barber: barberArb,
  })
  .map(({ day, nowOffsetMs, hours, dateOffset, durationMin, inChair, waiting, pick, barber }) => {
    const now = Date.parse(day) + nowOffsetMs;
    const bookings: PlanBooking[] = waiting.map((w, i) => ({
      id: i + 1,
      bookingType: w.slot ? 'slot' : 'queue',
      status: 'waiting',
      durationMin: w.durationMin,
      slotStart: w.slot ? now + w.offsetMin * MINUTE : null,
      servingStartedAt: null,
      adjustmentMin: 0,
    }));
    if (inChair) {
      bookings.push({
        id: 900,
        bookingType: 'queue',
        status: 'serving',
        durationMin: inChair.durationMin,
        slotStart: null,
        servingStartedAt: now - inChair.startedMinAgo * MINUTE,
        adjustmentMin: inChair.adjustmentMin,
      });
    }
    const date = addCalendarDays(zonedDate(now, hours.timeZone), dateOffset);
    return { now, date, hours, durationMin, bookings, pick, barber };
  });

describe('free slot properties', () => {
  it('checkSlotRequest gives the answer slotTimesForDate shows for that time', () => {
    fc.assert(
      fc.property(scenarioArb, ({ pick, ...args }) => {
        const slots = slotTimesForDate(args);
        const slot = slots[pick % Math.max(1, slots.length)];
        if (!slot) return;
        const check = checkSlotRequest({ ...args, time: slot.time });
        expect(check).toEqual(slot.available ? { ok: true, start: slot.start, end: slot.end } : { ok: false, reason: slot.reason });
      }),
      RUNS,
    );
  });

  it('an available slot, once booked, starts on time and moves or overlaps nobody', () => {
    fc.assert(
      fc.property(scenarioArb, ({ pick, ...args }) => {
        const available = slotTimesForDate(args).filter((s) => s.available);
        const slot = available[pick % Math.max(1, available.length)];
        if (!slot) return;
        expect(checkSlotRequest({ ...args, time: slot.time }).ok).toBe(true);
        expect(slot.start).toBeGreaterThanOrEqual(args.now);

        const hours = chairDay(args.now, args.barber, args.hours);
        const before = planBarberDay(args.now, args.bookings, hours);
        const booked: PlanBooking = {
          id: 10_000,
          bookingType: 'slot',
          status: 'waiting',
          durationMin: args.durationMin,
          slotStart: slot.start,
          servingStartedAt: null,
          adjustmentMin: 0,
        };
        const after = planBarberDay(args.now, [...args.bookings, booked], hours);
        const mine = after.entries.find((e) => e.bookingId === booked.id);
        expect(mine).toMatchObject({ start: slot.start, end: slot.end, late: false, outsideHours: false });
        const others = [...(after.serving ? [after.serving] : []), ...after.entries.filter((e) => e !== mine)];
        for (const other of others) expect(other.end <= slot.start || other.start >= slot.end).toBe(true);
        // Nobody else's expected time changes: promised times are kept.
        const startsBefore = before.entries.map((e) => [e.bookingId, e.start]);
        expect(after.entries.filter((e) => e !== mine).map((e) => [e.bookingId, e.start])).toEqual(startsBefore);
      }),
      RUNS,
    );
  });
});
