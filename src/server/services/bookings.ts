import { EMPTY_MODEL, type DurationModel } from '../../shared/domain/learned-durations.js';
import { ANY_BARBER, type BarberChoice } from '../../shared/schemas/barber-choice.js';
import type { BookingCreate, CreatedBooking } from '../../shared/schemas/booking.js';
import { manageTokenFor } from '../auth/secret.js';
import { sha256 } from '../auth/tokens.js';
import type { Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { bookingByIdempotencyKey, insertBooking, type ServiceSnapshot } from '../data/bookings.js';
import type { ClaimAtWriting, ClaimedMessage } from '../data/messages.js';
import { recordRefusal } from '../data/walk-in-refusals.js';
import { violatedConstraint } from '../db/errors.js';
import { loggableError } from '../log.js';
import { AppError, badRequest, conflict } from '../http/errors.js';
import { enqueueMessage, paramsFor } from '../messages/outbox.js';
import { commitChange, type AlsoInChange } from '../realtime/changes.js';
import { phoneFirst, phoneTaken, refuseHeldPhone } from './booking-phone.js';
import { nameIfUnnamed } from './customers.js';
import { PastLastCall, placeWithAnyBarber, placeWithBarber, slotTaken, type PlacementRequest } from './booking-placement.js';
import { shopStateAt } from './plans.js';
import { anyBarberAlternatives, lastCall, walkInAlternatives } from './walk-ins.js';
import { presentBookings } from './present-booking.js';
import type { BookingRow, SettingsRow } from './store.js';

const MINUTE = 60_000;

/** While the owner's switch is on closed nothing is bookable, and no time is known (docs/decisions/0017-shop-state.md). */
export const SHOP_CLOSED_MESSAGE = 'The shop is closed right now. Booking opens when the owner opens the shop.';

export interface CreateBookingResult {
  booking: CreatedBooking;
  /** False when an Idempotency-Key retry was answered with the booking made the first time. */
  created: boolean;
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

/**
 * A booking to make, whichever way it came: from the booking form (`POST /api/bookings`) or added
 * by staff at the counter (`POST /api/bookings/walk-in`).
 */
export interface BookingRequest {
  barberId: BarberChoice;
  customerName: string;
  customerPhone: string | null;
  bookingType: 'queue' | 'slot';
  services: readonly number[];
  slotDate?: string | null;
  slotTime?: string | null;
  notes?: string;
  /** The signed-in customer it belongs to, if any. */
  customerId: number | null;
  /** Added by staff at the counter: the customer is in the shop. */
  arrived: boolean;
  /** What identifies the request for its Idempotency-Key. */
  fingerprint: string;
  /**
   * Made in a WhatsApp chat, whose reply tells the token, time and link: no confirmation message
   * besides (docs/product/messages.md#joining-on-whatsapp).
   */
  toldInChat?: boolean;
  /** What else the booking's transaction writes: the WhatsApp message that made it, recorded as acted on. */
  within?: AlsoInChange;
}

/** What was learned of the barbers the booking may go to, from the hot store. */
async function modelsFor(ctx: AppContext, choice: BarberChoice): Promise<Map<number, DurationModel>> {
  // An unknown barber is refused in the transaction; the store knows every current one.
  const known = (await ctx.store.barbers()).filter((barber) => choice === ANY_BARBER || barber.id === choice);
  const models = await Promise.all(known.map((barber) => ctx.store.durations(barber.id)));
  return new Map(known.map((barber, index) => [barber.id, models[index] ?? EMPTY_MODEL]));
}

async function insertInTransaction(ctx: AppContext, input: BookingRequest, idempotencyKey: string | undefined): Promise<BookingRow> {
  const now = ctx.clock();
  // Settings, services and what was learned of the barbers come from the hot store, which every
  // committed change invalidates, before the transaction: the embedded database runs one statement
  // at a time.
  const settings = await ctx.store.settings();
  if (!settings.isOpen) throw conflict('SHOP_CLOSED', SHOP_CLOSED_MESSAGE);
  const details = await serviceSnapshots(ctx, input.services);
  const duration = details.reduce((sum, service) => sum + service.duration, 0);
  const phone = input.customerPhone;
  if (phone !== null) await refuseHeldPhone(ctx, phone);
  try {
    return await placeAndInsert(ctx, input, idempotencyKey, { now, settings, details, duration });
  } catch (error) {
    throw phone === null ? error : await phoneFirst(ctx, phone, error);
  }
}

interface Prepared {
  now: number;
  settings: SettingsRow;
  details: ServiceSnapshot[];
  duration: number;
}

async function placeAndInsert(ctx: AppContext, input: BookingRequest, idempotencyKey: string | undefined, prepared: Prepared): Promise<BookingRow> {
  const { now, settings, details } = prepared;
  const request: PlacementRequest = {
    ...input,
    services: details,
    settings,
    now,
    models: await modelsFor(ctx, input.barberId),
    shopState: await shopStateAt(ctx, now),
  };
  // The confirmation is due at once: written claimed, it is sent from here after the commit.
  const handOver = ctx.sendAtOnce.claim();
  let written: { row: BookingRow; confirmation: ClaimedMessage[] };
  try {
    written = await insertPlaced(ctx, input, idempotencyKey, prepared, request, handOver?.claim ?? null);
  } catch (error) {
    if (handOver) ctx.sendAtOnce.drop(handOver);
    throw error;
  }
  if (handOver) ctx.sendAtOnce.hand(ctx, handOver, written.confirmation, written.row);
  return written.row;
}

/** Places the booking under its barbers' locks and writes it, its event and its confirmation, in one change. */
function insertPlaced(
  ctx: AppContext,
  input: BookingRequest,
  idempotencyKey: string | undefined,
  { now, settings, details, duration }: Prepared,
  request: PlacementRequest,
  claim: ClaimAtWriting | null,
): Promise<{ row: BookingRow; confirmation: ClaimedMessage[] }> {
  return commitChange(ctx, async (tx, announce) => {
    const { barber, slot, promised, active } =
      input.barberId === ANY_BARBER ? await placeWithAnyBarber(tx, request) : await placeWithBarber(tx, input.barberId, request);
    const promisedStart = promised.start;
    // A booking whose turn is already near is told so by its confirmation, not by a second message.
    const nearAlready =
      promisedStart - now <= settings.turnNearMinutes * MINUTE || (input.bookingType === 'queue' && promised.position === 1);

    const row = await insertBooking(tx, {
      barberId: barber.id,
      customerId: input.customerId,
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
      arrivedAt: input.arrived ? new Date(now) : null,
      barberName: barber.name,
      barberPhoto: barber.photo,
      idempotencyKey: idempotencyKey ?? null,
      idempotencyFingerprint: idempotencyKey === undefined ? null : input.fingerprint,
      bookingTime: new Date(now),
      updatedAt: new Date(now),
    });
    // The barber's bookings as this change leaves them, read under their lock: the store keeps them
    // instead of reading them again for the answer and the messages' look at the plan.
    announce.leaves({ barberId: barber.id, rows: [...active, row].sort((a, b) => a.id - b.id) });
    // A signed-in customer without a name is known by the one they just booked under.
    if (input.customerId !== null) await nameIfUnnamed(tx, input.customerId, input.customerName);
    await input.within?.(tx, row);
    await announce.booking({
      type: 'bookingCreated',
      bookingId: row.id,
      barberId: row.barberId,
      data: { bookingType: row.bookingType },
    });
    if (input.toldInChat === true) return { row, confirmation: [] };
    const confirmation = await enqueueMessage(tx, ctx, {
      booking: row,
      kind: 'confirmation',
      params: paramsFor(ctx, row, settings.timeZone, promisedStart),
      now,
      mayHavePush: false,
      claim,
    });
    return { row, confirmation };
  });
}

/** What identifies a request for its Idempotency-Key: the parsed body, keys in a fixed order. */
export function fingerprintOf(input: object): string {
  return sha256(JSON.stringify(input, Object.keys(input).sort()));
}

/**
 * A retried request gets the booking its key made, manage token included, but only when it is the
 * same request: the same key with another body is refused (IETF Idempotency-Key draft: 422).
 */
function replay(row: BookingRow, input: BookingRequest): BookingRow {
  if (row.idempotencyFingerprint !== input.fingerprint) {
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
 * Books a queue place or a slot in one transaction, with the barber asked for or, for a walk-in,
 * whichever available barber starts it earliest. An Idempotency-Key makes a retried request answer
 * with the booking it already made instead of making a second one.
 */
export async function makeBooking(ctx: AppContext, input: BookingRequest, idempotencyKey?: string): Promise<CreateBookingResult> {
  let row: BookingRow;
  try {
    row = await insertInTransaction(ctx, input, idempotencyKey);
  } catch (error) {
    // A retry, or a concurrent request with the same key, fails here (its phone is taken, or the
    // key's unique index refuses it): whatever it failed on, its answer is the key's booking. So a
    // first request pays no lookup of its key.
    if (idempotencyKey !== undefined) {
      const winner = await bookingByIdempotencyKey(ctx.db, idempotencyKey);
      if (winner) return { booking: await presentCreated(ctx, replay(winner, input)), created: false };
    }
    if (error instanceof PastLastCall) {
      const services = (await ctx.store.services()).filter((service) => input.services.includes(service.id));
      const alternatives =
        error.barberId === null
          ? await anyBarberAlternatives(ctx, services, ctx.clock())
          : await walkInAlternatives(ctx, error.barberId, services, ctx.clock());
      throw lastCall(error.barberName, alternatives);
    }
    const constraint = violatedConstraint(error);
    // Lost the race to another booking of the phone, which has since ended.
    if (constraint === 'bookings_one_active_per_phone') throw phoneTaken(undefined);
    if (constraint === 'bookings_no_overlapping_slots') throw slotTaken();
    throw error;
  }
  return { booking: await presentCreated(ctx, row), created: true };
}

/**
 * A walk-in the shop could not take, for the owner's numbers (docs/product/money.md): written after
 * the refused transaction, on its own. Failing to write it is logged and never changes the answer.
 */
async function noteRefusal(ctx: AppContext, barberId: BarberChoice, idempotencyKey: string | undefined): Promise<void> {
  try {
    await recordRefusal(ctx.db, {
      barberId: barberId === ANY_BARBER ? null : barberId,
      at: new Date(ctx.clock()),
      requestKey: idempotencyKey ?? null,
    });
  } catch (error) {
    ctx.log.warn({ err: loggableError(error), shopId: ctx.shopId }, 'a walk-in refused at last call was not recorded');
  }
}

/** The booking form's request (`POST /api/bookings`), from a customer or anyone else. */
export async function createBooking(
  ctx: AppContext,
  principal: Principal | null,
  input: BookingCreate,
  idempotencyKey?: string,
  options: Pick<BookingRequest, 'toldInChat' | 'within'> = {},
): Promise<CreateBookingResult> {
  try {
    return await makeBooking(
      ctx,
      {
        ...input,
        ...options,
        customerId: principal?.role === 'customer' && principal.phone === input.customerPhone ? principal.customerId : null,
        arrived: false,
        fingerprint: fingerprintOf(input),
      },
      idempotencyKey,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'LAST_CALL') await noteRefusal(ctx, input.barberId, idempotencyKey);
    throw error;
  }
}
