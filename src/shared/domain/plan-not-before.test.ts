import { describe, expect, it } from 'vitest';
import { shopTime } from './format.js';
import { planBarberDay, type PlanBooking } from './plan-barber-day.js';

/** An instant on 21 November 2026 in Asia/Kolkata (UTC+05:30). */
const at = (hhmm: string): number => Date.parse(`2026-11-21T${hhmm}:00+05:30`);
const NOW = at('10:00');

const queue = (id: number, durationMin = 30, notBefore: string | null = null): PlanBooking => ({
  id,
  bookingType: 'queue',
  status: 'waiting',
  durationMin,
  slotStart: null,
  servingStartedAt: null,
  adjustmentMin: 0,
  notBefore: notBefore === null ? null : at(notBefore),
});
const slot = (id: number, hhmm: string, durationMin = 30): PlanBooking => ({ ...queue(id, durationMin), bookingType: 'slot', slotStart: at(hhmm) });

/** [id, shop-local start 'HH:MM'] per entry. */
const timeline = (bookings: PlanBooking[], now = NOW) =>
  planBarberDay(now, bookings).entries.map((entry) => [entry.bookingId, shopTime(entry.start, 'Asia/Kolkata')]);

describe('planBarberDay with a walk-in running late', () => {
  it('lets the later walk-ins move up and plans the late one at or after its time', () => {
    expect(timeline([queue(1), queue(2), queue(3)])).toEqual([
      [1, '10:00'],
      [2, '10:30'],
      [3, '11:00'],
    ]);
    // Token 1 will not be there before 10:20: token 2 takes the chair at 10:00, token 1 follows.
    expect(timeline([queue(1, 30, '10:20'), queue(2), queue(3)])).toEqual([
      [2, '10:00'],
      [1, '10:30'],
      [3, '11:00'],
    ]);
  });

  it('waits for the late walk-in when nobody else can take the chair', () => {
    expect(timeline([queue(1, 30, '10:20')])).toEqual([[1, '10:20']]);
    expect(timeline([queue(1, 30, '10:20'), queue(2, 30, '10:10')])).toEqual([
      [2, '10:10'],
      [1, '10:40'],
    ]);
  });

  it('changes nothing when the late time has already come when the chair gets free', () => {
    expect(timeline([queue(1, 30), queue(2, 30, '10:15'), queue(3)])).toEqual([
      [1, '10:00'],
      [2, '10:30'],
      [3, '11:00'],
    ]);
  });

  it('keeps a pinned slot in place around a late walk-in', () => {
    // Token 1 can start at 10:40 at the earliest, which would run into the 11:00 slot: it goes after.
    expect(timeline([queue(1, 30, '10:40'), slot(2, '11:00')])).toEqual([
      [2, '11:00'],
      [1, '11:30'],
    ]);
  });

  it('gives a new walk-in the free chair before the one running late', () => {
    const plan = planBarberDay(NOW, [queue(1, 30, '10:45')]);
    expect(plan.entries.map((entry) => [entry.bookingId, shopTime(entry.start, 'Asia/Kolkata')])).toEqual([[1, '10:45']]);
    expect(shopTime(plan.freeAt, 'Asia/Kolkata')).toBe('10:00');
  });

  it('plans exactly as without the field when no walk-in is late', () => {
    const bookings = [queue(4, 0), queue(3, 15), slot(5, '11:30'), queue(2, 45)];
    const without = bookings.map(({ notBefore: _unused, ...rest }) => rest);
    expect(planBarberDay(NOW, bookings)).toEqual(planBarberDay(NOW, without));
  });
});
