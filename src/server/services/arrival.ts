import { formatTime12 } from '../../shared/domain/format.js';
import type { Booking } from '../../shared/schemas/booking.js';
import type { ArrivalUpdate, RunningLate } from '../../shared/schemas/arrival.js';
import type { Principal } from '../auth/session.js';
import { requirePermission } from '../auth/authorize.js';
import type { AppContext } from '../context.js';
import { activeBookingsOfBarber, markRunningLate, updateBookingIn } from '../data/bookings.js';
import { conflict } from '../http/errors.js';
import { commitChange, NOTHING_MORE, type AlsoInChange } from '../realtime/changes.js';
import { bookingResource, findBooking } from './booking-access.js';
import { chairDays, durationModels, planFromRows } from './plans.js';
import { presentBookings } from './present-booking.js';
import type { BookingRow } from './store.js';

const MINUTE = 60_000;

/** Arrival and running late are about a walk-in's place in line: a slot keeps its time. */
function requireWaitingWalkIn(row: BookingRow): void {
  if (row.status !== 'waiting') throw conflict('NOT_WAITING', 'Only a customer who is still waiting can say this');
  if (row.bookingType !== 'queue') throw conflict('NOT_A_WALK_IN', 'An appointment keeps its time: this is for walk-ins in the queue');
}

async function presentOne(ctx: AppContext, row: BookingRow): Promise<Booking> {
  const [booking] = await presentBookings(ctx, [row]);
  if (!booking) throw new Error('presentBookings returned nothing');
  return booking;
}

/**
 * "I'm here" from the tracking page, or Here / Away from the barber's queue (docs/decisions/0015-arrival-and-running-late.md).
 * Saying it twice changes nothing. A walk-in who is here is no longer running late: he is served
 * at his turn again.
 */
export async function setArrival(
  ctx: AppContext,
  principal: Principal | null,
  bookingId: number,
  input: ArrivalUpdate,
  within: AlsoInChange = NOTHING_MORE,
): Promise<Booking> {
  const now = ctx.clock();
  const updated = await commitChange(ctx, async (tx, announce) => {
    const row = await findBooking(tx, bookingId, { forUpdate: true });
    requirePermission(principal, 'booking:arrive', bookingResource(ctx, row, input.manageToken));
    requireWaitingWalkIn(row);
    if ((row.arrivedAt !== null) === input.arrived) {
      await within(tx, row);
      return row;
    }
    const change = input.arrived ? { arrivedAt: new Date(now), notBefore: null } : { arrivedAt: null };
    const next = await updateBookingIn(tx, row.id, { status: 'waiting' }, { ...change, updatedAt: new Date(now) });
    if (!next) throw conflict('NOT_WAITING', 'Only a customer who is still waiting can say this');
    await within(tx, next);
    await announce.booking({ type: 'bookingUpdated', bookingId: next.id, barberId: next.barberId, data: { status: next.status } });
    return next;
  });
  return presentOne(ctx, updated);
}

/**
 * "Running late, 10 / 20 min": the walk-in is not planned to start before his planned start plus
 * that much (or now plus that much, if later), so the walk-ins behind him move up; the plan review
 * tells them. Said once per booking. His own new time is recorded as told: it is no news to him.
 */
export async function runLate(
  ctx: AppContext,
  principal: Principal | null,
  bookingId: number,
  input: RunningLate,
  within: AlsoInChange = NOTHING_MORE,
): Promise<Booking> {
  const now = ctx.clock();
  const [models, days, { timeZone }] = await Promise.all([durationModels(ctx), chairDays(ctx, now), ctx.store.settings()]);
  const updated = await commitChange(ctx, async (tx, announce) => {
    const row = await findBooking(tx, bookingId, { forUpdate: true });
    requirePermission(principal, 'booking:arrive', bookingResource(ctx, row, input.manageToken));
    requireWaitingWalkIn(row);
    if (row.notBefore !== null) {
      throw conflict(
        'ALREADY_LATE',
        `Running late can be said once per booking: token #${row.id} is already kept for ${formatTime12(row.notBefore, timeZone)} or later`,
      );
    }
    if (row.arrivedAt !== null) throw conflict('ALREADY_HERE', `Token #${row.id} is marked as in the shop: running late is for a customer who is away`);
    const active = await activeBookingsOfBarber(tx, row.barberId);
    const model = models.get(row.barberId);
    const hours = days.get(row.barberId);
    const planned = planFromRows(active, now, model, hours).entries.find((entry) => entry.bookingId === row.id)?.start ?? now;
    const notBefore = new Date(Math.max(planned, now) + input.minutes * MINUTE);
    const replanned = planFromRows(
      active.map((other) => (other.id === row.id ? { ...other, notBefore } : other)),
      now,
      model,
      hours,
    ).entries.find((entry) => entry.bookingId === row.id)?.start;
    const next = await markRunningLate(tx, row.id, {
      notBefore,
      ...(row.toldStart !== null && replanned !== undefined ? { toldStart: new Date(replanned) } : {}),
      updatedAt: new Date(now),
    });
    if (!next) throw conflict('ALREADY_LATE', 'Running late can be said once per booking: your turn is already kept for later');
    await within(tx, next);
    await announce.booking({ type: 'bookingUpdated', bookingId: next.id, barberId: next.barberId, data: { status: next.status } });
    return next;
  });
  return presentOne(ctx, updated);
}
