import { expect } from 'vitest';
import { planBarberDay, type BarberPlan, type ChairHours, type PlanBooking } from '../../src/shared/domain/plan-barber-day.js';

/**
 * The planner's invariants, shared by the property tests that feed it configured durations and
 * those that feed it learned ones: whatever the durations, the plan must keep every one of these.
 */

function intervals(plan: BarberPlan): { start: number; end: number }[] {
  return [...(plan.serving ? [plan.serving] : []), ...plan.entries].sort((a, b) => a.start - b.start);
}

/** Positions 1..k without gaps, in expected start order, covering every waiting booking. */
export function expectPositionsCoverWaiting(plan: BarberPlan, bookings: readonly PlanBooking[]): void {
  expect(plan.entries.map((e) => e.position)).toEqual(plan.entries.map((_, i) => i + 1));
  const starts = plan.entries.map((e) => e.start);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  const waitingIds = bookings.filter((b) => b.status === 'waiting').map((b) => b.id);
  expect(plan.entries.map((e) => e.bookingId).sort((a, b) => a - b)).toEqual(waitingIds.sort((a, b) => a - b));
}

/** No overlapping intervals, nobody planned before now or before the chair is free. */
export function expectNoOverlap(plan: BarberPlan, now: number): void {
  const sorted = intervals(plan);
  sorted.slice(1).forEach((next, i) => {
    expect(next.start).toBeGreaterThanOrEqual(sorted[i]?.end ?? -Infinity);
  });
  for (const entry of plan.entries) {
    expect(entry.start).toBeGreaterThanOrEqual(Math.max(now, plan.serving?.end ?? now));
  }
}

/** No negative wait or remaining time. */
export function expectNoNegativeWait(plan: BarberPlan, now: number): void {
  expect(plan.waitTime).toBeGreaterThanOrEqual(0);
  expect(plan.freeAt).toBeGreaterThanOrEqual(now);
  expect(plan.serving?.remainingTime ?? 0).toBeGreaterThanOrEqual(0);
  for (const entry of plan.entries) expect(entry.estimatedWaitTime).toBeGreaterThanOrEqual(0);
}

/** Walk-ins in token order; slots at or after their time, late exactly when after. */
export function expectOrderKept(plan: BarberPlan, bookings: readonly PlanBooking[]): void {
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const walkInIds = plan.entries.filter((e) => byId.get(e.bookingId)?.bookingType === 'queue').map((e) => e.bookingId);
  expect(walkInIds).toEqual([...walkInIds].sort((a, b) => a - b));
  for (const entry of plan.entries) {
    const slotStart = byId.get(entry.bookingId)?.slotStart ?? null;
    if (slotStart === null) continue;
    expect(entry.start).toBeGreaterThanOrEqual(slotStart);
    expect(entry.late).toBe(entry.start > slotStart);
  }
}

/**
 * A new 30-minute walk-in (id 10,000) shortens nobody's wait and starts where the card promised
 * (the card's freeAt is planned for a walk-in of the default 30 minutes).
 */
export function expectNewcomerKeepsPromises(now: number, bookings: readonly PlanBooking[], hours?: ChairHours): void {
  const before = planBarberDay(now, bookings, hours);
  const newcomer: PlanBooking = {
    id: 10_000,
    bookingType: 'queue',
    status: 'waiting',
    durationMin: 30,
    slotStart: null,
    servingStartedAt: null,
    adjustmentMin: 0,
  };
  const after = planBarberDay(now, [...bookings, newcomer], hours);
  for (const entry of before.entries) {
    const again = after.entries.find((e) => e.bookingId === entry.bookingId);
    expect(again?.estimatedWaitTime).toBeGreaterThanOrEqual(entry.estimatedWaitTime);
  }
  expect(after.waitTime).toBeGreaterThanOrEqual(before.waitTime);
  expect(after.entries.find((e) => e.bookingId === newcomer.id)?.start).toBe(before.freeAt);
}

/** The plan does not depend on the order bookings are passed in. */
export function expectOrderIndependent(
  now: number,
  bookings: readonly PlanBooking[],
  shuffled: readonly PlanBooking[],
  hours?: ChairHours,
): void {
  expect(planBarberDay(now, shuffled, hours)).toEqual(planBarberDay(now, bookings, hours));
}

/**
 * docs/product/chairs-day.md: no booking is planned across a break or outside working time unless it is flagged, and
 * only a booking already in the chair or pinned, or a walk-in past last call, may be flagged: an
 * unflagged walk-in ends by the end of the day. Last call closes the queue exactly when a new walk-in
 * would be flagged.
 */
export function expectWithinWorkingHours(plan: BarberPlan, bookings: readonly PlanBooking[], hours: ChairHours): void {
  const byId = new Map(bookings.map((b) => [b.id, b]));
  for (const entry of plan.entries) {
    const inside = hours.working.some((interval) => interval.start <= entry.start && entry.end <= interval.end);
    if (!entry.outsideHours) {
      expect(inside).toBe(true);
      if (byId.get(entry.bookingId)?.bookingType === 'queue') expect(entry.end).toBeLessThanOrEqual(hours.dayEnd);
    } else if (byId.get(entry.bookingId)?.slotStart !== null) {
      expect(inside).toBe(false);
    }
  }
  const newcomer: PlanBooking = {
    id: 10_000,
    bookingType: 'queue',
    status: 'waiting',
    durationMin: 30,
    slotStart: null,
    servingStartedAt: null,
    adjustmentMin: 0,
  };
  const joined = planBarberDay(plan.now, [...bookings, newcomer], hours).entries.find((e) => e.bookingId === newcomer.id);
  expect(joined?.outsideHours).toBe(plan.queueClosed);
}
