import type { DurationModel } from '../../shared/domain/learned-durations.js';
import type { ChairDay } from '../../shared/domain/working-hours.js';
import type { Booking } from '../../shared/schemas/booking.js';
import type { ReassignResult } from '../../shared/schemas/booking-desk.js';
import { requirePermission } from '../auth/authorize.js';
import type { Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { lockChairs } from '../data/barbers.js';
import { activeBookingsOfBarber, updateBookingIn, waitingWalkInsOfBarberForUpdate } from '../data/bookings.js';
import type { ShopTx } from '../db/client.js';
import { conflict, notFound } from '../http/errors.js';
import { enqueueMessage, paramsFor } from '../messages/outbox.js';
import { commitChange, type Announcer } from '../realtime/changes.js';
import { findBooking } from './booking-access.js';
import { chairDays, durationModels, planFromRows } from './plans.js';
import { presentBookings } from './present-booking.js';
import type { BarberRow, BookingRow } from './store.js';

/** What planning a chair needs, read before the transaction (as a status change does). */
interface Planning {
  models: Map<number, DurationModel>;
  days: Map<number, ChairDay>;
  timeZone: string;
  now: number;
}

async function planningOf(ctx: AppContext): Promise<Planning> {
  const now = ctx.clock();
  const [models, days, settings] = await Promise.all([durationModels(ctx), chairDays(ctx, now), ctx.store.settings()]);
  return { models, days, timeZone: settings.timeZone, now };
}

/**
 * Locks these barbers in id order (every move and reassignment does, so they never deadlock with
 * each other); deleted ones are left out. `no key update`: a status change meanwhile writes an
 * event that references its barber (a key-share lock), which this must not wait for while that
 * change waits for the booking this move holds.
 */
async function lockBarbers(tx: ShopTx, ids: readonly number[] | 'all'): Promise<BarberRow[]> {
  return lockChairs(tx, ids);
}

/** Where the plan of `barber`'s chair puts this booking if it joins it: its start, and whether that is past the day. */
function placementWith(rows: readonly BookingRow[], booking: BookingRow, barber: BarberRow, planning: Planning) {
  const joined = [...rows.filter((row) => row.id !== booking.id), { ...booking, barberId: barber.id }];
  const plan = planFromRows(joined, planning.now, planning.models.get(barber.id), planning.days.get(barber.id));
  const entry = plan.entries.find((planned) => planned.bookingId === booking.id);
  return { start: entry?.start ?? planning.now, outsideHours: entry?.outsideHours ?? false };
}

/**
 * Moves one waiting walk-in to `barber` and tells everyone: the booking leaves one chair's plan and
 * joins the other's by its token, and the customer hears of the new barber and time once
 * (`barber_changed`, one message per move). What they were last told becomes the new time, so the
 * next review does not call the move "running late".
 */
async function moveRow(
  tx: ShopTx,
  ctx: AppContext,
  announce: Announcer,
  row: BookingRow,
  barber: BarberRow,
  start: number,
  planning: Planning,
): Promise<BookingRow> {
  const at = new Date(planning.now);
  const moved = await updateBookingIn(
    tx,
    row.id,
    { status: 'waiting', barberId: row.barberId },
    { barberId: barber.id, barberName: barber.name, barberPhoto: barber.photo, toldStart: new Date(start), updatedAt: at },
  );
  if (!moved) throw conflict('NOT_WAITING', 'Only a customer who is waiting can be moved to another barber');
  await announce.booking({ type: 'bookingUpdated', bookingId: row.id, barberId: row.barberId, data: { status: moved.status } });
  const eventId = await announce.booking({ type: 'bookingUpdated', bookingId: row.id, barberId: barber.id, data: { status: moved.status } });
  await enqueueMessage(tx, ctx, {
    booking: moved,
    kind: 'barber_changed',
    occurrence: eventId,
    params: paramsFor(ctx, moved, planning.timeZone, start),
    now: planning.now,
  });
  return moved;
}

/** Only a waiting walk-in moves: an appointment keeps its barber and time (cancel and book again to change it). */
function requireMovable(row: BookingRow): void {
  if (row.status !== 'waiting') throw conflict('NOT_WAITING', 'Only a customer who is waiting can be moved to another barber');
  if (row.bookingType !== 'queue') {
    throw conflict('SLOT_NOT_MOVABLE', 'An appointment keeps its barber and time. Cancel it and book again to change it.');
  }
}

/**
 * Hands a waiting walk-in to another barber: its barber (their own chair only) or the admin. The
 * new chair plans it by its token; the customer is told the new barber and expected time.
 */
export async function moveBooking(ctx: AppContext, principal: Principal | null, bookingId: number, barberId: number): Promise<Booking> {
  requirePermission(principal, 'booking:move');
  const planning = await planningOf(ctx);
  const moved = await commitChange(ctx, async (tx, announce) => {
    const seen = await findBooking(tx, bookingId);
    if (seen.barberId === barberId) {
      throw conflict('ALREADY_WITH_BARBER', 'This customer is already with that barber');
    }
    requirePermission(principal, 'booking:move', { barberId: seen.barberId });
    const locked = await lockBarbers(tx, [seen.barberId, barberId]);
    const target = locked.find((barber) => barber.id === barberId);
    if (!target) throw notFound('Barber not found');
    if (!target.isAvailable) throw conflict('BARBER_UNAVAILABLE', 'That barber is not taking customers now');
    // Read again under the barbers' locks: a move or reassignment that came first is seen.
    const row = await findBooking(tx, bookingId, { forUpdate: true });
    if (row.barberId !== seen.barberId) throw conflict('NOT_WAITING', 'This customer was moved meanwhile. Please refresh.');
    requireMovable(row);
    const { start } = placementWith(await activeBookingsOfBarber(tx, barberId), row, target, planning);
    return moveRow(tx, ctx, announce, row, target, start, planning);
  });
  const [booking] = await presentBookings(ctx, [moved]);
  if (!booking) throw new Error('presentBookings returned nothing');
  return booking;
}

/** The chair that would start this booking soonest: one inside its working day first, then the earliest start, then the lowest id. */
function soonestChair(booking: BookingRow, chairs: ReadonlyMap<number, BookingRow[]>, candidates: readonly BarberRow[], planning: Planning) {
  let best: { barber: BarberRow; start: number; outsideHours: boolean } | null = null;
  for (const barber of candidates) {
    const placed = placementWith(chairs.get(barber.id) ?? [], booking, barber, planning);
    const better =
      best === null ||
      Number(placed.outsideHours) < Number(best.outsideHours) ||
      (placed.outsideHours === best.outsideHours && placed.start < best.start);
    if (better) best = { barber, ...placed };
  }
  return best;
}

/**
 * The admin's "reassign waiting customers" for a barber who must leave: each of their waiting
 * walk-ins, in token order, goes to the available barber who would start it soonest, the plans
 * counting the ones already moved. One transaction with every barber locked, so two at once move
 * each booking once. Appointments stay. Nothing waiting answers an empty list.
 */
export async function reassignWaiting(ctx: AppContext, barberId: number): Promise<ReassignResult> {
  const planning = await planningOf(ctx);
  return commitChange(ctx, async (tx, announce) => {
    const locked = await lockBarbers(tx, 'all');
    if (!locked.some((barber) => barber.id === barberId)) throw notFound('Barber not found');
    const waiting = await waitingWalkInsOfBarberForUpdate(tx, barberId);
    if (waiting.length === 0) return { moved: [] };
    const candidates = locked.filter((barber) => barber.id !== barberId && barber.isAvailable);
    if (candidates.length === 0) throw conflict('NO_OTHER_BARBER', 'No other barber is taking customers now');
    const chairs = new Map<number, BookingRow[]>();
    for (const barber of candidates) chairs.set(barber.id, await activeBookingsOfBarber(tx, barber.id));
    const moved: ReassignResult['moved'] = [];
    for (const row of waiting) {
      const best = soonestChair(row, chairs, candidates, planning);
      if (!best) break;
      const next = await moveRow(tx, ctx, announce, row, best.barber, best.start, planning);
      chairs.get(best.barber.id)?.push(next);
      moved.push({ bookingId: next.id, barberId: best.barber.id, barberName: best.barber.name, expectedStart: new Date(best.start).toISOString() });
    }
    return { moved };
  });
}
