import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../shared/constants.js';
import { checkSlotRequest, type SlotCheck } from '../../shared/domain/free-slots.js';
import { chairDay } from '../../shared/domain/working-hours.js';
import type { BookingCreate, CreatedBooking } from '../../shared/schemas/booking.js';
import { manageTokenFor } from '../auth/secret.js';
import { sha256 } from '../auth/tokens.js';
import type { Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { violatedConstraint } from '../db/errors.js';
import { barbers, bookings, type ServiceSnapshot } from '../db/schema.js';
import { AppError, badRequest, conflict } from '../http/errors.js';
import { enqueueMessage, paramsFor } from '../messages/outbox.js';
import { commitChange } from '../realtime/changes.js';
import { activeRowsOfPhone } from './booking-queries.js';
import { barberTimeOf, promisedPlacementOf, shopTimeOf, toPlanBooking } from './plans.js';
import { lastCall, walkInAlternatives } from './walk-ins.js';
import { presentBookings } from './present-booking.js';
import type { BookingRow } from './store.js';

const MINUTE = 60_000;

export interface CreateBookingResult {
  booking: CreatedBooking;
  /** False when an Idempotency-Key retry was answered with the booking made the first time. */
  created: boolean;
}

/** The phone's active booking as the database has it now (after losing a race to it). */
async function committedBookingOfPhone(db: Tx, phone: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.customerPhone, phone), inArray(bookings.status, [...ACTIVE_STATUSES])));
  return row;
}

function phoneTaken(activeBookingId: number | undefined): AppError {
  return new AppError(
    409,
    'PHONE_HAS_ACTIVE_BOOKING',
    'There is already an active booking with this number',
    activeBookingId === undefined ? {} : { activeBookingId },
  );
}

const slotTaken = () => conflict('SLOT_TAKEN', 'This time slot has just been booked. Please choose another time.');

/** The spec §5 answer for each reason the slot grid refuses a requested time. */
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

/** A closed date (holiday): nothing is bookable on it (DESIGN §11). */
function closedDate(bookingType: 'queue' | 'slot'): AppError {
  return bookingType === 'queue'
    ? conflict('SHOP_CLOSED_DATE', 'The shop is closed today.')
    : conflict('SHOP_CLOSED_DATE', 'The shop is closed on this date. Please choose another day.');
}

/** Thrown inside the booking's transaction at last call; answered, after it, with the alternatives. */
class PastLastCall extends Error {
  constructor(
    readonly barberId: number,
    readonly barberName: string,
  ) {
    super('past last call');
  }
}

/** Snapshots of the requested services, in the order asked; a deleted or unknown one is refused. */
async function serviceSnapshots(ctx: AppContext, ids: readonly number[]): Promise<ServiceSnapshot[]> {
  const offered = await ctx.store.services();
  return [...new Set(ids)].map((id) => {
    const row = offered.find((service) => service.id === id);
    if (!row) throw badRequest('services', 'One of the selected services is no longer offered');
    return { id: row.id, name: row.name, duration: row.duration, description: row.description };
  });
}

async function insertInTransaction(
  ctx: AppContext,
  principal: Principal | null,
  input: BookingCreate,
  idempotencyKey: string | undefined,
): Promise<BookingRow> {
  const now = ctx.clock();
  // Settings, services and the phone's active booking come from the hot store, which every
  // committed change invalidates: a booking costs no query for them. The database still has the
  // last word on the phone (a unique index) when two requests race.
  const settings = await ctx.store.settings();
  if (!settings.isOpen) throw conflict('SHOP_CLOSED', 'The shop is closed right now. Please try again when it opens.');
  const details = await serviceSnapshots(ctx, input.services);
  const duration = details.reduce((sum, service) => sum + service.duration, 0);
  const [existing] = await activeRowsOfPhone(ctx, input.customerPhone);
  if (existing) throw phoneTaken(existing.id);
  // What was learned of the barber comes from the hot store, so before the transaction: the
  // embedded database runs one statement at a time. An unknown barber is refused below.
  const known = (await ctx.store.barbers()).some((barber) => barber.id === input.barberId);
  const model = known ? await ctx.store.durations(input.barberId) : undefined;
  return commitChange(ctx, async (tx, announce) => {
    // Locking the barber serialises the bookings of one chair, so the plan read below stays true
    // until this transaction commits (the constraints catch what slips through on other paths).
    const [barber] = await tx.select().from(barbers).where(eq(barbers.id, input.barberId)).for('update');
    if (!barber) throw new AppError(404, 'BARBER_NOT_FOUND', 'Barber not found');
    if (barber.deletedAt || !barber.isAvailable) {
      throw conflict('BARBER_UNAVAILABLE', 'This barber is not taking bookings right now');
    }

    // The barber's hours as locked with them: a schedule saved meanwhile waits for this booking.
    const time = barberTimeOf(barber);
    const day = chairDay(now, time, shopTimeOf(settings));
    const date = input.bookingType === 'slot' ? (input.slotDate ?? '') : day.date;
    if (settings.closedDates.includes(date)) throw closedDate(input.bookingType);

    // A slot and a walk-in's promised start are judged on what the database holds under the
    // barber's lock: two walk-ins at once are each promised after the other.
    const active = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.barberId, barber.id), inArray(bookings.status, [...ACTIVE_STATUSES])));
    let slot: { start: number; end: number } | null = null;
    if (input.bookingType === 'slot') {
      const check = checkSlotRequest({
        now,
        date: input.slotDate ?? '',
        time: input.slotTime ?? '',
        hours: settings,
        durationMin: duration,
        bookings: active.map((row) => toPlanBooking(row)),
        barber: time,
      });
      if (!check.ok) throw slotRefusal(check.reason);
      slot = { start: check.start, end: check.end };
    }
    const promised = promisedPlacementOf(
      active,
      { bookingType: input.bookingType, services: details, slotStart: slot?.start ?? null },
      now,
      model,
      day,
    );
    if (input.bookingType === 'queue' && promised.outsideHours) throw new PastLastCall(barber.id, barber.name);
    const promisedStart = promised.start;
    // A booking whose turn is already near is told so by its confirmation, not by a second message.
    const nearAlready =
      promisedStart - now <= settings.turnNearMinutes * MINUTE || (input.bookingType === 'queue' && promised.position === 1);

    const [row] = await tx
      .insert(bookings)
      .values({
        barberId: barber.id,
        customerId: principal?.role === 'customer' && principal.phone === input.customerPhone ? principal.customerId : null,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        bookingType: input.bookingType,
        serviceIds: details.map((service) => service.id),
        serviceDetails: details,
        notes: input.notes ?? '',
        estimatedDuration: duration,
        slotStart: slot ? new Date(slot.start) : null,
        slotEnd: slot ? new Date(slot.end) : null,
        promisedStart: new Date(promisedStart),
        toldStart: new Date(promisedStart),
        turnNearAt: nearAlready ? new Date(now) : null,
        barberName: barber.name,
        barberPhoto: barber.photo,
        idempotencyKey: idempotencyKey ?? null,
        idempotencyFingerprint: idempotencyKey === undefined ? null : fingerprintOf(input),
        bookingTime: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    if (!row) throw new Error('insert bookings returned nothing');
    await announce.booking({
      type: 'bookingCreated',
      bookingId: row.id,
      barberId: row.barberId,
      data: { bookingType: row.bookingType },
    });
    await enqueueMessage(tx, ctx, {
      booking: row,
      kind: 'confirmation',
      params: paramsFor(ctx, row, settings.timeZone, promisedStart),
      now,
      mayHavePush: false,
    });
    return row;
  });
}

async function bookingWithKey(ctx: AppContext, key: string): Promise<BookingRow | undefined> {
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  return row;
}

/** What identifies a request for its Idempotency-Key: the parsed body, keys in a fixed order. */
function fingerprintOf(input: BookingCreate): string {
  return sha256(JSON.stringify(input, Object.keys(input).sort()));
}

/**
 * A retried request gets the booking its key made, manage token included, but only when it is the
 * same request: the same key with another body is refused (IETF Idempotency-Key draft: 422).
 */
function replay(row: BookingRow, input: BookingCreate): BookingRow {
  if (row.idempotencyFingerprint !== fingerprintOf(input)) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_MISMATCH', 'This Idempotency-Key was already used with a different request');
  }
  return row;
}

async function presentCreated(ctx: AppContext, row: BookingRow): Promise<CreatedBooking> {
  const [booking] = await presentBookings(ctx, [row]);
  if (!booking) throw new Error('presentBookings returned nothing');
  return { ...booking, manageToken: manageTokenFor(ctx.secret, row.id) };
}

/**
 * Books a queue place or a slot (spec §5 rules, DESIGN §2-§3) in one transaction. An Idempotency-Key
 * makes a retried request answer with the booking it already made instead of making a second one.
 */
export async function createBooking(
  ctx: AppContext,
  principal: Principal | null,
  input: BookingCreate,
  idempotencyKey?: string,
): Promise<CreateBookingResult> {
  let row: BookingRow;
  try {
    row = await insertInTransaction(ctx, principal, input, idempotencyKey);
  } catch (error) {
    // A retry, or a concurrent request with the same key, fails here (its phone is taken, or the
    // key's unique index refuses it): whatever it failed on, its answer is the key's booking. So a
    // first request pays no lookup of its key.
    if (idempotencyKey !== undefined) {
      const winner = await bookingWithKey(ctx, idempotencyKey);
      if (winner) return { booking: await presentCreated(ctx, replay(winner, input)), created: false };
    }
    if (error instanceof PastLastCall) {
      const services = (await ctx.store.services()).filter((service) => input.services.includes(service.id));
      throw lastCall(error.barberName, await walkInAlternatives(ctx, error.barberId, services, ctx.clock()));
    }
    const constraint = violatedConstraint(error);
    if (constraint === 'bookings_one_active_per_phone') {
      throw phoneTaken((await committedBookingOfPhone(ctx.db, input.customerPhone))?.id);
    }
    if (constraint === 'bookings_no_overlapping_slots') throw slotTaken();
    throw error;
  }
  return { booking: await presentCreated(ctx, row), created: true };
}
