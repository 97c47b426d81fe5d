import { describe, expect, it } from 'vitest';
import { shopTime } from './format.js';
import { planBarberDay, type PlanBooking } from './plan-barber-day.js';

/** An instant on 21 November 2026 in Asia/Kolkata (UTC+05:30). */
const at = (hhmm: string): number => Date.parse(`2026-11-21T${hhmm}:00+05:30`);
const NOW = at('10:00');

const queue = (id: number, durationMin = 30): PlanBooking => ({
  id,
  bookingType: 'queue',
  status: 'waiting',
  durationMin,
  slotStart: null,
  servingStartedAt: null,
  adjustmentMin: 0,
});
const slot = (id: number, hhmm: string, durationMin = 30): PlanBooking => ({
  ...queue(id, durationMin),
  bookingType: 'slot',
  slotStart: at(hhmm),
});
const serving = (id: number, startedAt: string | null, durationMin = 30, adjustmentMin = 0): PlanBooking => ({
  ...queue(id, durationMin),
  status: 'serving',
  servingStartedAt: startedAt === null ? null : at(startedAt),
  adjustmentMin,
});

/** [id, shop-local start 'HH:MM', late] per entry, for compact expectations. */
const timeline = (bookings: PlanBooking[], now = NOW) =>
  planBarberDay(now, bookings).entries.map((e) => [e.bookingId, shopTime(e.start, 'Asia/Kolkata'), e.late]);

describe('planBarberDay', () => {
  it('has no wait for an idle barber', () => {
    expect(planBarberDay(NOW, [])).toEqual({ now: NOW, serving: null, entries: [], freeAt: NOW, waitTime: 0, noWait: false, queueClosed: false });
  });

  it('plans walk-ins one after another in token order behind the chair', () => {
    const plan = planBarberDay(NOW, [queue(4, 0), queue(3, 15), serving(1, '09:50'), queue(2, 30)]);
    expect(plan.serving).toEqual({ bookingId: 1, start: at('09:50'), end: at('10:20'), remainingTime: 20 });
    expect(plan.entries).toEqual([
      { bookingId: 2, start: at('10:20'), end: at('10:50'), estimatedWaitTime: 20, position: 1, customersAhead: 1, late: false, outsideHours: false },
      { bookingId: 3, start: at('10:50'), end: at('11:05'), estimatedWaitTime: 50, position: 2, customersAhead: 2, late: false, outsideHours: false },
      // Unknown duration (0) counts as 30 minutes.
      { bookingId: 4, start: at('11:05'), end: at('11:35'), estimatedWaitTime: 65, position: 3, customersAhead: 3, late: false, outsideHours: false },
    ]);
    expect(plan.freeAt).toBe(at('11:35'));
    expect(plan.waitTime).toBe(95);
    expect(plan.noWait).toBe(false);
  });

  it('pins slot bookings at their times and leaves the chair free before them', () => {
    const plan = planBarberDay(NOW, [slot(5, '11:00'), slot(6, '10:30')]);
    expect(plan.entries.map((e) => [e.bookingId, e.start, e.position, e.customersAhead])).toEqual([
      [6, at('10:30'), 1, 0],
      [5, at('11:00'), 2, 1],
    ]);
    // A new 30-minute walk-in fits before the first slot.
    expect(plan.freeAt).toBe(NOW);
    expect(plan.waitTime).toBe(0);
    expect(plan.noWait).toBe(true);
  });

  it('fills the time before a slot with walk-ins that fit', () => {
    expect(timeline([slot(7, '11:00'), queue(8), queue(9)])).toEqual([
      [8, '10:00', false],
      [9, '10:30', false],
      [7, '11:00', false],
    ]);
    expect(planBarberDay(NOW, [slot(7, '11:00'), queue(8), queue(9)]).freeAt).toBe(at('11:30'));
  });

  it('puts a walk-in that does not fit before a slot after it, and keeps later tokens behind it', () => {
    const bookings = [slot(7, '10:20'), queue(8, 30), queue(9, 15)];
    const plan = planBarberDay(NOW, bookings);
    expect(plan.entries.map((e) => [e.bookingId, e.start, e.end])).toEqual([
      [7, at('10:20'), at('10:50')],
      [8, at('10:50'), at('11:20')],
      // 15 minutes would fit before the slot, but token 9 may not overtake token 8.
      [9, at('11:20'), at('11:35')],
    ]);
    expect(plan.freeAt).toBe(at('11:35'));
  });

  it('lets a walk-in move on to a later gap between slots', () => {
    expect(timeline([slot(2, '10:10'), slot(3, '11:30'), queue(4, 45)])).toEqual([
      [2, '10:10', false],
      [4, '10:40', false],
      [3, '11:30', false],
    ]);
  });

  it('starts a slot whose time passed while the barber was busy when the chair is free, and stacks late slots', () => {
    const bookings = [serving(1, '09:30', 45), queue(2), slot(3, '10:00'), slot(4, '10:30')];
    const plan = planBarberDay(NOW, bookings);
    expect(plan.entries.map((e) => [e.bookingId, e.start, e.late, e.estimatedWaitTime])).toEqual([
      [3, at('10:15'), true, 15],
      [4, at('10:45'), true, 45],
      [2, at('11:15'), false, 75],
    ]);
  });

  it('marks an overdue slot late even when nobody is in the chair, starting it now', () => {
    expect(timeline([slot(3, '09:50'), queue(2)])).toEqual([
      [3, '10:00', true],
      [2, '10:30', false],
    ]);
  });

  it('applies time adjustments to the chair, never reporting negative remaining time', () => {
    expect(planBarberDay(NOW, [serving(1, '09:50', 30, 10)]).serving?.remainingTime).toBe(30);
    const shortened = planBarberDay(NOW, [serving(1, '09:50', 30, -25), queue(2)]);
    expect(shortened.serving).toMatchObject({ end: at('09:55'), remainingTime: 0 });
    expect(shortened.entries[0]?.start).toBe(NOW);
    // A cut larger than the booking ends it where it started, never before.
    expect(planBarberDay(NOW, [serving(1, '09:50', 20, -40)]).serving).toMatchObject({ end: at('09:50'), remainingTime: 0 });
  });

  it('rounds remaining and waiting minutes up', () => {
    const plan = planBarberDay(NOW + 30_000, [serving(1, '09:50'), queue(2)]);
    expect(plan.serving?.remainingTime).toBe(20);
    expect(plan.entries[0]?.estimatedWaitTime).toBe(20);
  });

  it('treats a serving booking without a start time, or one ahead of now, as just started', () => {
    expect(planBarberDay(NOW, [serving(1, null, 40)]).serving).toMatchObject({ start: NOW, remainingTime: 40 });
    expect(planBarberDay(NOW, [serving(1, '10:02', 40)]).serving).toMatchObject({ start: NOW, remainingTime: 40 });
  });

  it('plans a slot booking without a slot time as a walk-in', () => {
    const timeless: PlanBooking = { ...slot(3, '12:00'), slotStart: null };
    expect(timeline([timeless, queue(2)])).toEqual([
      [2, '10:00', false],
      [3, '10:30', false],
    ]);
  });

  describe('noWait (docs/product/booking-rules.md#business-constants-and-limits)', () => {
    it('needs a first slot more than 10 minutes away', () => {
      expect(planBarberDay(NOW, [slot(2, '10:10')]).noWait).toBe(false);
      expect(planBarberDay(NOW, [slot(2, '10:11')]).noWait).toBe(true);
    });

    it('is off while someone is served or a walk-in is first', () => {
      expect(planBarberDay(NOW, [serving(1, '09:59'), slot(2, '11:00')]).noWait).toBe(false);
      expect(planBarberDay(NOW, [queue(2), slot(3, '11:00')]).noWait).toBe(false);
    });
  });
});
