import { DEFAULT_BOOKING_MINUTES, NO_WAIT_SLOT_GAP_MINUTES } from '../constants.js';
import type { Interval } from './working-hours.js';

const MINUTE = 60_000;

/** An active booking as the planner sees it; times are epoch milliseconds. */
export interface PlanBooking {
  /** Token number; queue order is ascending id. */
  id: number;
  bookingType: 'queue' | 'slot';
  /** Only active bookings are planned. */
  status: 'waiting' | 'serving';
  /** Sum of service durations; DEFAULT_BOOKING_MINUTES when <= 0 or unknown. */
  durationMin: number;
  /** Booked start, for slot bookings. */
  slotStart: number | null;
  /** When the barber started, for status 'serving'. */
  servingStartedAt: number | null;
  /** Sum of the barber's +/- time adjustments while serving. */
  adjustmentMin: number;
  /** A running-late walk-in is not planned to start before this; later walk-ins may go first. */
  notBefore?: number | null;
}

export interface PlannedEntry {
  bookingId: number;
  start: number;
  end: number;
  /** Minutes from now to start, rounded up, never below 0. */
  estimatedWaitTime: number;
  /** 1-based, in expected start order. */
  position: number;
  /** Customers in the chair order before this one, the one being served included. */
  customersAhead: number;
  /** A slot booking whose start passed while the barber was busy: it starts when the barber is free. */
  late: boolean;
  /**
   * Planned outside the barber's working time: a walk-in that no longer fits before the end of the
   * day, or a slot at a time the barber does not work (booked before the schedule changed). Flagged
   * to the barber, not dropped (docs/product/chairs-day.md).
   */
  outsideHours: boolean;
}

export interface PlannedServing {
  bookingId: number;
  start: number;
  end: number;
  /** Minutes left, rounded up, never below 0 (docs/product/booking-rules.md#business-constants-and-limits). */
  remainingTime: number;
}

export interface BarberPlan {
  now: number;
  serving: PlannedServing | null;
  /** Waiting bookings in expected order. */
  entries: PlannedEntry[];
  /** Expected start of a hypothetical new queue booking of the default duration. */
  freeAt: number;
  /** Minutes from now to freeAt (rounded up, never below 0): the barber card's wait. */
  waitTime: number;
  /** docs/product/booking-rules.md#business-constants-and-limits 'No Wait': nobody in the chair and the first planned booking is a slot more than 10 minutes away. */
  noWait: boolean;
  /** Last call: a new walk-in of the default length would end after the barber's working day. */
  queueClosed: boolean;
}

/** When the barber works, for a plan that knows (docs/product/chairs-day.md). Without it the chair never closes. */
export interface ChairHours {
  /** Working time from now on, breaks left out: ascending, disjoint instants. */
  working: readonly Interval[];
  /** End of the barber's working day: no walk-in is planned to end after it. */
  dayEnd: number;
}

/** Duration in minutes of a booking, falling back to the default when its services are unknown (docs/product/booking-rules.md#durations). */
export function bookingMinutes(durationMin: number): number {
  return Number.isFinite(durationMin) && durationMin > 0 ? durationMin : DEFAULT_BOOKING_MINUTES;
}

/** Whole minutes from `now` to `at`, rounded up so a wait is never understated, and never below 0. */
export function minutesUntil(now: number, at: number): number {
  return Math.max(0, Math.ceil((at - now) / MINUTE));
}

interface WalkIn {
  id: number;
  durationMs: number;
  /** Not planned to start before this (a walk-in running late), or null. */
  notBefore: number | null;
}

interface PinnedSlot {
  id: number;
  durationMs: number;
  slotStart: number;
}

interface Placement {
  id: number;
  start: number;
  end: number;
  slot: boolean;
  late: boolean;
  outsideHours: boolean;
}

/** Id of the hypothetical walk-in used for the barber's wait time: after every real token. */
const HYPOTHETICAL_ID = Number.POSITIVE_INFINITY;

/** The earliest start at or after `from` at which `durationMs` fits inside working time and ends by the day's end. */
function earliestFit(from: number, durationMs: number, hours: ChairHours | undefined): number | null {
  if (!hours) return from;
  for (const interval of hours.working) {
    const start = Math.max(from, interval.start);
    const end = start + durationMs;
    if (end > hours.dayEnd) return null;
    if (end <= interval.end) return start;
  }
  return null;
}

function insideWorking(start: number, end: number, hours: ChairHours | undefined): boolean {
  return !hours || hours.working.some((interval) => interval.start <= start && end <= interval.end);
}

/**
 * The walk-in to plan next from `cursor`: the first in token order that may start by then; when
 * every one left is running late, the one free soonest. So a walk-in running late lets later ones
 * take the chair before it; without any running late this is simply the next token.
 */
function nextWalkIn(queue: readonly WalkIn[], cursor: number): WalkIn | undefined {
  const ready = queue.find((walkIn) => walkIn.notBefore === null || walkIn.notBefore <= cursor);
  if (ready) return ready;
  return queue.reduce<WalkIn | undefined>(
    (soonest, walkIn) => (soonest === undefined || (walkIn.notBefore ?? 0) < (soonest.notBefore ?? 0) ? walkIn : soonest),
    undefined,
  );
}

/**
 * Walks the chair's time from `cursorStart`. Pinned slots are taken in slot-time order; queue
 * bookings in token order, each at the first working moment from the cursor where it fits before
 * the next pinned slot (breaks and the end of the day are not crossed), else after that slot. A slot
 * whose time has come when the barber gets free goes first, at the cursor, marked late when its time
 * passed: so overlapping or overrun slots stack one after another instead of colliding. A walk-in
 * that fits nowhere before the end of the day is planned as if the day went on, flagged. A walk-in
 * running late is passed by the walk-ins who can start before its time, and planned at or after it.
 */
function place(cursorStart: number, slots: readonly PinnedSlot[], walkIns: readonly WalkIn[], hours?: ChairHours): Placement[] {
  const placed: Placement[] = [];
  const queue = [...walkIns];
  let cursor = cursorStart;
  let si = 0;
  const pin = (id: number, start: number, durationMs: number, late: boolean) => {
    placed.push({ id, start, end: start + durationMs, slot: true, late, outsideHours: !insideWorking(start, start + durationMs, hours) });
    cursor = start + durationMs;
  };
  const take = (walkIn: WalkIn, start: number, outsideHours: boolean) => {
    placed.push({ id: walkIn.id, start, end: start + walkIn.durationMs, slot: false, late: false, outsideHours });
    cursor = start + walkIn.durationMs;
    queue.splice(queue.indexOf(walkIn), 1);
  };
  for (;;) {
    const slot = slots[si];
    const walkIn = nextWalkIn(queue, cursor);
    if (slot && slot.slotStart <= cursor) {
      pin(slot.id, cursor, slot.durationMs, slot.slotStart < cursor);
      si += 1;
      continue;
    }
    if (!walkIn) {
      if (!slot) return placed;
      pin(slot.id, slot.slotStart, slot.durationMs, false);
      si += 1;
      continue;
    }
    const from = Math.max(cursor, walkIn.notBefore ?? cursor);
    const fit = earliestFit(from, walkIn.durationMs, hours);
    if (fit !== null && (!slot || fit + walkIn.durationMs <= slot.slotStart)) {
      take(walkIn, fit, false);
    } else if (fit === null && (!slot || from + walkIn.durationMs <= slot.slotStart)) {
      // Past last call: planned as if the day went on, flagged, without pushing a pinned slot back.
      take(walkIn, from, true);
    } else if (slot) {
      // The next walk-in does not fit before this slot; the gap stays free because later tokens
      // may not overtake it (token order among walk-ins is kept).
      pin(slot.id, slot.slotStart, slot.durationMs, false);
      si += 1;
    }
  }
}

/**
 * The chair timeline of one barber (docs/product/booking-rules.md#the-chair-timeline): the single source of wait times, positions, expected
 * times and the barber's own wait. Pure: `now` is an argument and only active bookings are passed in.
 */
export function planBarberDay(now: number, bookings: readonly PlanBooking[], hours?: ChairHours): BarberPlan {
  // The database allows one serving booking per barber; should more arrive, the earliest token is in
  // the chair and the others are planned as if waiting rather than dropped.
  const inChair = bookings.filter((b) => b.status === 'serving').sort((a, b) => a.id - b.id)[0];

  let serving: PlannedServing | null = null;
  let cursor = now;
  if (inChair) {
    // Someone in the chair has started by now: a missing start, or one ahead of now (the database's
    // clock may run ahead of this one), counts as now. Cuts larger than the booking end it at its start.
    const start = Math.min(inChair.servingStartedAt ?? now, now);
    const end = start + Math.max(0, bookingMinutes(inChair.durationMin) + inChair.adjustmentMin) * MINUTE;
    serving = { bookingId: inChair.id, start, end, remainingTime: minutesUntil(now, end) };
    cursor = Math.max(now, end);
  }

  const slots: PinnedSlot[] = [];
  const queue: WalkIn[] = [];
  for (const b of bookings) {
    if (b === inChair) continue;
    const durationMs = bookingMinutes(b.durationMin) * MINUTE;
    // A slot booking without a slot time cannot be pinned; it waits its turn like a walk-in.
    if (b.bookingType === 'slot' && b.slotStart !== null) slots.push({ id: b.id, durationMs, slotStart: b.slotStart });
    else queue.push({ id: b.id, durationMs, notBefore: b.notBefore ?? null });
  }
  slots.sort((a, b) => a.slotStart - b.slotStart || a.id - b.id);
  queue.sort((a, b) => a.id - b.id);

  // The real bookings are planned without the hypothetical walk-in: it comes after every token, yet
  // it may take the chair before one running late, and no real booking waits for a guest who is not there.
  const real = place(cursor, slots, queue, hours);
  const newcomer: WalkIn = { id: HYPOTHETICAL_ID, durationMs: DEFAULT_BOOKING_MINUTES * MINUTE, notBefore: null };
  const hypothetical = place(cursor, slots, [...queue, newcomer], hours).find((p) => p.id === HYPOTHETICAL_ID);
  const ahead = serving ? 1 : 0;
  const entries = real.map((p, index) => ({
    bookingId: p.id,
    start: p.start,
    end: p.end,
    estimatedWaitTime: minutesUntil(now, p.start),
    position: index + 1,
    customersAhead: index + ahead,
    late: p.late,
    outsideHours: p.outsideHours,
  }));

  const freeAt = hypothetical?.start ?? cursor;
  const first = real[0];
  // Nobody waits for a barber who is not at work now (on a break, or before their day).
  const atWork = insideWorking(now, now + 1, hours);
  const noWait =
    atWork && serving === null && first !== undefined && first.slot && first.start - now > NO_WAIT_SLOT_GAP_MINUTES * MINUTE;
  const queueClosed = hypothetical?.outsideHours ?? false;
  return { now, serving, entries, freeAt, waitTime: minutesUntil(now, freeAt), noWait, queueClosed };
}
