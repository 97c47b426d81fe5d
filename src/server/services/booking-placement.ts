import type { DurationModel } from '../../shared/domain/learned-durations.js';
import { formatTime12 } from '../../shared/domain/format.js';
import { checkSlotRequest, type SlotCheck } from '../../shared/domain/free-slots.js';
import { queueOpensAt, type ShopState } from '../../shared/domain/shop-state.js';
import { chairDay, type ChairDay } from '../../shared/domain/working-hours.js';
import { lockAvailableBarbers, lockBarberForBooking } from '../data/barbers.js';
import { activeBookingsOfBarber, activeBookingsOfBarbers, type ServiceSnapshot } from '../data/bookings.js';
import type { ShopTx } from '../db/client.js';
import { AppError, badRequest, conflict } from '../http/errors.js';
import { barberTimeOf, promisedPlacementOf, shopTimeOf, toPlanBooking } from './plans.js';
import type { BarberRow, BookingRow, SettingsRow } from './store.js';

/** Where a booking about to be inserted goes: its barber (locked), its slot and its promised start. */
export interface Placement {
  barber: BarberRow;
  slot: { start: number; end: number } | null;
  promised: { start: number; position: number; outsideHours: boolean };
  /** The barber's active bookings as read under their lock, in token order. */
  active: BookingRow[];
}

/** What placing a booking needs, read before its transaction (the store must not query inside one). */
export interface PlacementRequest {
  bookingType: 'queue' | 'slot';
  slotDate?: string | null;
  slotTime?: string | null;
  services: readonly ServiceSnapshot[];
  settings: SettingsRow;
  now: number;
  /** What was learned of each barber, by id. */
  models: ReadonlyMap<number, DurationModel>;
  /** The shop's state at `now`: before it opens, walk-ins join only from a while before their barber starts. */
  shopState: ShopState;
  /** Added by staff at the counter: the customer is in the shop, so the queue takes them at any time. */
  arrived?: boolean;
}

/** Thrown inside the booking's transaction at last call; answered, after it, with the alternatives. */
export class PastLastCall extends Error {
  constructor(
    /** The barber asked for, or null when the customer asked for any barber. */
    readonly barberId: number | null,
    readonly barberName: string | null,
  ) {
    super('past last call');
  }
}

export const slotTaken = () => conflict('SLOT_TAKEN', 'This time slot has just been booked. Please choose another time.');

/** The answer for each reason the slot grid refuses a requested time. */
function slotRefusal(reason: Exclude<SlotCheck, { ok: true }>['reason']): AppError {
  switch (reason) {
    case 'PAST':
      return badRequest('slotDate', 'Please select today or a future date');
    case 'OUTSIDE_WINDOW':
      return badRequest('slotDate', 'Bookings are only available within the next 36 hours');
    case 'NOT_ON_GRID':
    case 'AFTER_CLOSING':
      return badRequest('slotTime', 'Please select a time slot');
    case 'SLOT_TAKEN':
      return slotTaken();
    case 'SMART_POSITIONING_CONFLICT':
      return conflict(
        'SMART_POSITIONING_CONFLICT',
        'This time is promised to a customer already in the queue. Please choose a later time.',
      );
    case 'BARBER_BREAK':
      return conflict('BARBER_BREAK', 'Your barber is on a break at this time. Please choose another time.');
    case 'BARBER_OFF':
      return conflict('BARBER_OFF', 'Your barber is not working at this time. Please choose another time.');
  }
}

/** A closed date (holiday): nothing is bookable on it. */
function closedDate(bookingType: 'queue' | 'slot'): AppError {
  return bookingType === 'queue'
    ? conflict('SHOP_CLOSED_DATE', 'The shop is closed today.')
    : conflict('SHOP_CLOSED_DATE', 'The shop is closed on this date. Please choose another day.');
}

/**
 * Before the shop opens, walk-ins join from the shop's number of minutes before the barber's first
 * start (docs/decisions/0017-shop-state.md); earlier than that the queue is not open yet.
 */
export function queueNotOpen(opensAt: number, timeZone: string): AppError {
  return new AppError(
    409,
    'QUEUE_NOT_OPEN',
    `The queue opens at ${formatTime12(opensAt, timeZone)}. You can join it from then, or book an appointment now.`,
    { queueOpensAt: new Date(opensAt).toISOString() },
  );
}

function walkInsFrom(day: ChairDay, request: PlacementRequest): number | null {
  // Staff add a customer standing at the counter whenever the shop is not closed for the day.
  if (request.arrived === true) return null;
  return queueOpensAt(request.now, day, request.settings.walkInsBeforeOpeningMinutes, request.shopState);
}

function dayOf(barber: BarberRow, request: PlacementRequest): ChairDay {
  return chairDay(request.now, barberTimeOf(barber), shopTimeOf(request.settings));
}

function promisedWith(barber: BarberRow, active: readonly BookingRow[], day: ChairDay, request: PlacementRequest, slotStart: number | null) {
  return promisedPlacementOf(
    active,
    { bookingType: request.bookingType, services: request.services, slotStart },
    request.now,
    request.models.get(barber.id),
    day,
  );
}

/**
 * Places a booking with the barber asked for. Locking the barber serialises the bookings of one
 * chair, so the plan read here stays true until the transaction commits (the constraints catch what
 * slips through on other paths), and a schedule saved meanwhile waits for this booking.
 */
export async function placeWithBarber(tx: ShopTx, barberId: number, request: PlacementRequest): Promise<Placement> {
  const barber = await lockBarberForBooking(tx, barberId);
  if (!barber) throw new AppError(404, 'BARBER_NOT_FOUND', 'Barber not found');
  if (barber.deletedAt || !barber.isAvailable) {
    throw conflict('BARBER_UNAVAILABLE', 'This barber is not taking bookings right now');
  }
  const day = dayOf(barber, request);
  const date = request.bookingType === 'slot' ? (request.slotDate ?? '') : day.date;
  if (request.settings.closedDates.includes(date)) throw closedDate(request.bookingType);
  if (request.bookingType === 'queue') {
    const opensAt = walkInsFrom(day, request);
    if (opensAt !== null) throw queueNotOpen(opensAt, request.settings.timeZone);
  }

  // A slot and a walk-in's promised start are judged on what the database holds under the
  // barber's lock: two walk-ins at once are each promised after the other.
  const active = await activeBookingsOfBarber(tx, barber.id);
  let slot: Placement['slot'] = null;
  if (request.bookingType === 'slot') {
    const check = checkSlotRequest({
      now: request.now,
      date,
      time: request.slotTime ?? '',
      hours: request.settings,
      durationMin: request.services.reduce((sum, service) => sum + service.duration, 0),
      bookings: active.map((row) => toPlanBooking(row)),
      barber: barberTimeOf(barber),
    });
    if (!check.ok) throw slotRefusal(check.reason);
    slot = { start: check.start, end: check.end };
  }
  const promised = promisedWith(barber, active, day, request, slot?.start ?? null);
  if (request.bookingType === 'queue' && promised.outsideHours) throw new PastLastCall(barber.id, barber.name);
  return { barber, slot, promised, active };
}

/**
 * Places a walk-in with the available barber whose plan starts it earliest (the lower id on a
 * tie). Every available barber is locked, in id order so two of these never deadlock, before any
 * plan is read: two customers asking for any barber at once are placed one after the other, and
 * the second sees the first in its barber's plan. Only barbers who can still take the walk-in
 * today (not on a day off, not past last call, not on a closed date, queue open) are candidates.
 */
export async function placeWithAnyBarber(tx: ShopTx, request: PlacementRequest): Promise<Placement> {
  const locked = await lockAvailableBarbers(tx);
  if (locked.length === 0) throw conflict('BARBER_UNAVAILABLE', 'No barber is taking bookings right now');

  const active = await activeBookingsOfBarbers(tx, locked.map((barber) => barber.id));
  let best: Placement | null = null;
  let closedToday = 0;
  let opensAt: number | null = null;
  for (const barber of locked) {
    const day = dayOf(barber, request);
    if (request.settings.closedDates.includes(day.date)) {
      closedToday += 1;
      continue;
    }
    const from = walkInsFrom(day, request);
    if (from !== null) {
      opensAt = opensAt === null ? from : Math.min(opensAt, from);
      continue;
    }
    const rows = active.filter((row) => row.barberId === barber.id);
    const promised = promisedWith(barber, rows, day, request, null);
    if (promised.outsideHours) continue;
    if (best === null || promised.start < best.promised.start) best = { barber, slot: null, promised, active: rows };
  }
  if (best) return best;
  if (closedToday === locked.length) throw closedDate('queue');
  // A queue that opens later today says when, rather than sending the customer to another day.
  if (opensAt !== null) throw queueNotOpen(opensAt, request.settings.timeZone);
  throw new PastLastCall(null, null);
}
