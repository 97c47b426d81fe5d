import { NO_SHOW_WINDOW_DAYS } from '../../shared/constants.js';
import { shopDateTimeOf } from '../../shared/domain/shop-day.js';
import type { Booking, HistoryFilter } from '../../shared/schemas/booking.js';
import type { Principal } from '../auth/session.js';
import { permits, requirePermission } from '../auth/authorize.js';
import type { AppContext } from '../context.js';
import { bookingList, finishedBookingsOfBarber, noShowCounts } from '../data/booking-lists.js';
import { eventsOfBarber } from '../data/booking-events.js';
import { notFound } from '../http/errors.js';
import { barberById } from '../data/barbers.js';
import { bookingResource, findBooking, verifiedPhoneOf } from './booking-access.js';
import { planFor } from './plans.js';
import { presentBookings } from './present-booking.js';
import type { BookingRow } from './store.js';

const BARBER_HISTORY_LIMIT = 500;
const BARBER_LOG_LIMIT = 200;

/** The admin's booking list (docs/product/screens.md Booking History): newest first, filtered by status, barber and shop-local date. */
export async function listBookings(ctx: AppContext, filter: HistoryFilter): Promise<Booking[]> {
  const rows = await bookingList(ctx.db, filter, await ctx.store.settings());
  return presentBookings(ctx, rows);
}

/** One booking for its owner, its barber or the admin (docs/product/roles.md); 401/403 for anyone else. */
export async function bookingForCaller(
  ctx: AppContext,
  principal: Principal | null,
  bookingId: number,
  manageToken: string | undefined,
): Promise<Booking> {
  const row = await findBooking(ctx.db, bookingId);
  requirePermission(principal, 'booking:read', bookingResource(ctx, row, manageToken));
  const [booking] = await presentBookings(ctx, [row], { verifiedPhone: verifiedPhoneOf(principal) });
  if (!booking) throw new Error('presentBookings returned nothing');
  return booking;
}

/**
 * A phone's active bookings, from the hot store (every active booking is there, per barber), so a
 * track page that refreshes on each live event costs no query.
 */
export async function activeRowsOfPhone(ctx: AppContext, phone: string): Promise<BookingRow[]> {
  const rows: BookingRow[] = [];
  for (const barber of await ctx.store.barbers()) {
    for (const row of await ctx.store.activeBookings(barber.id)) if (row.customerPhone === phone) rows.push(row);
  }
  return rows.sort((a, b) => a.id - b.id);
}

/** Tracking by phone alone is read-only and masks the name, unless the caller may read every one of these bookings. */
function ownsAll(ctx: AppContext, principal: Principal | null, rows: readonly BookingRow[]): boolean {
  return rows.every((row) => permits(principal, 'booking:read', bookingResource(ctx, row, undefined)));
}

/** The active bookings of a phone with their waits (docs/product/api.md track); 404 when there are none. */
export async function trackPhone(
  ctx: AppContext,
  principal: Principal | null,
  phone: string,
): Promise<{ booking: Booking; waitTime: number | null }[]> {
  const rows = await activeRowsOfPhone(ctx, phone);
  if (rows.length === 0) throw notFound("We couldn't find any bookings for this phone number");
  const presented = await presentBookings(ctx, rows, {
    maskName: !ownsAll(ctx, principal, rows),
    verifiedPhone: verifiedPhoneOf(principal),
  });
  return presented.map((booking) => ({ booking, waitTime: booking.estimatedWaitTime }));
}

/** Whether a phone may book (docs/product/booking-rules.md#states-and-transitions phone check): its active booking, name masked. */
export async function checkPhone(
  ctx: AppContext,
  principal: Principal | null,
  phone: string,
): Promise<{ hasActiveBooking: boolean; activeBooking: Booking | null }> {
  const rows = await activeRowsOfPhone(ctx, phone);
  const [activeBooking] = await presentBookings(ctx, rows.slice(0, 1), {
    maskName: !ownsAll(ctx, principal, rows),
    verifiedPhone: verifiedPhoneOf(principal),
  });
  return { hasActiveBooking: activeBooking !== undefined, activeBooking: activeBooking ?? null };
}

/** The booking in a barber's chair, or 404. */
export async function servingBooking(ctx: AppContext, barberId: number): Promise<Booking> {
  const row = (await ctx.store.activeBookings(barberId)).find((booking) => booking.status === 'serving');
  if (!row) throw notFound('Nobody is being served right now');
  const [booking] = await presentBookings(ctx, [row]);
  if (!booking) throw new Error('presentBookings returned nothing');
  return booking;
}

/** Active bookings of a barber in the plan's order: the chair first, then waiting bookings by expected start. */
async function plannedRows(ctx: AppContext, barberId: number): Promise<BookingRow[]> {
  const rows = await ctx.store.activeBookings(barberId);
  const plan = await planFor(ctx, barberId);
  const order = [plan.serving?.bookingId, ...plan.entries.map((entry) => entry.bookingId)];
  return order.flatMap((id) => rows.filter((row) => row.id === id));
}

/** How many times each of these phones did not come in the last 90 days (docs/product/chairs-day.md), in one query. */
export async function recentNoShows(ctx: AppContext, phones: readonly (string | null)[]): Promise<Map<string, number>> {
  const known = [...new Set(phones.filter((phone) => phone !== null))];
  if (known.length === 0) return new Map();
  const since = new Date(ctx.clock() - NO_SHOW_WINDOW_DAYS * 24 * 60 * 60_000);
  const rows = await noShowCounts(ctx.db, known, since);
  return new Map(rows.flatMap((row) => (row.phone === null ? [] : [[row.phone, row.count] as const])));
}

/** Active rows presented for the barber or the admin: with each phone's recent no-shows. */
async function presentForStaff(ctx: AppContext, rows: readonly BookingRow[]): Promise<Booking[]> {
  return presentBookings(ctx, rows, { noShows: await recentNoShows(ctx, rows.map((row) => row.customerPhone)) });
}

/** The barber of this shop with this id, deleted or not; another shop's barber is none (docs/decisions/0020-shop-routing.md). */
async function requireBarberOfShop(ctx: AppContext, barberId: number): Promise<void> {
  if (!(await barberById(ctx.db, barberId))) throw notFound('Barber not found');
}

/** A barber's waiting bookings in plan order. */
export async function queueBookings(ctx: AppContext, barberId: number): Promise<Booking[]> {
  await requireBarberOfShop(ctx, barberId);
  const rows = await plannedRows(ctx, barberId);
  return presentForStaff(ctx, rows.filter((row) => row.status === 'waiting'));
}

/**
 * A barber's active bookings: everyone sees the booked slots (time, service, duration: no name or
 * phone, docs/product/screens.md barber card); the barber and the admin also get the bookings themselves.
 */
export async function activeBookingsOf(ctx: AppContext, principal: Principal | null, barberId: number) {
  const barber = (await ctx.store.barbers()).find((known) => known.id === barberId);
  if (!barber) throw notFound('Barber not found');
  const shop = await ctx.store.settings();
  const rows = await plannedRows(ctx, barberId);
  const bookedSlots = rows
    .filter((row) => row.status === 'waiting' && row.slotStart !== null)
    .sort((a, b) => (a.slotStart?.getTime() ?? 0) - (b.slotStart?.getTime() ?? 0))
    .map((row) => {
      const { date, time } = shopDateTimeOf(row.slotStart?.getTime() ?? 0, shop);
      return {
        bookingId: row.id,
        slotDate: date,
        slotTime: time,
        service: row.serviceDetails.map((service) => service.name).join(' + '),
        duration: row.estimatedDuration,
      };
    });
  if (!permits(principal, 'barber-bookings:read', { barberId })) return { bookedSlots };
  return { bookedSlots, bookings: await presentForStaff(ctx, rows) };
}

/** A barber's finished bookings, newest first. */
export async function barberHistory(ctx: AppContext, barberId: number): Promise<Booking[]> {
  await requireBarberOfShop(ctx, barberId);
  const rows = await finishedBookingsOfBarber(ctx.db, barberId, BARBER_HISTORY_LIMIT);
  return presentBookings(ctx, rows);
}

/** The change log of a barber's bookings (docs/product/data.md#invariants booking_events), newest first. */
export async function barberLogs(ctx: AppContext, barberId: number) {
  await requireBarberOfShop(ctx, barberId);
  const rows = await eventsOfBarber(ctx.db, barberId, BARBER_LOG_LIMIT);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
