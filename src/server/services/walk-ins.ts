import { shopTime } from '../../shared/domain/format.js';
import { queueOpensAt } from '../../shared/domain/shop-state.js';
import { bookableDates, slotTimesForDate } from '../../shared/domain/free-slots.js';
import type { WalkInAlternatives } from '../../shared/schemas/common.js';
import type { WalkInCheck } from '../../shared/schemas/hours.js';
import type { AppContext } from '../context.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { barberTimeOf, chairDayFor, promisedPlacementOf, shopStateAt, toPlanBooking } from './plans.js';
import type { BarberRow, ServiceRow } from './store.js';

/** Slots offered when a walk-in is past last call. */
const ALTERNATIVE_SLOTS = 3;

/** Last call: the barber (or, for any barber, every one) cannot take this walk-in today; answered with what can be done instead. */
export function lastCall(name: string | null, alternatives: WalkInAlternatives): AppError {
  const message = name === null ? 'No barber can take another walk-in today.' : `${name} cannot take another walk-in today.`;
  return new AppError(409, 'LAST_CALL', message, { alternatives });
}

async function offered(ctx: AppContext, serviceIds: readonly number[]): Promise<ServiceRow[]> {
  const services = await ctx.store.services();
  const wanted = [...new Set(serviceIds)];
  const found = services.filter((service) => wanted.includes(service.id));
  if (found.length !== wanted.length) throw badRequest('services', 'One of the selected services is no longer offered');
  return found;
}

/** Where a walk-in of these services would be planned with this barber now: its start, or null past last call. */
async function walkInStart(ctx: AppContext, barberId: number, services: readonly ServiceRow[], now: number): Promise<number | null> {
  const [rows, model, day] = await Promise.all([
    ctx.store.activeBookings(barberId),
    ctx.store.durations(barberId),
    chairDayFor(ctx, barberId, now),
  ]);
  const placed = promisedPlacementOf(rows, { bookingType: 'queue', services, slotStart: null }, now, model, day);
  return placed.outsideHours ? null : placed.start;
}

/** The first free slots of the barber's next working day after today, for a walk-in past last call. */
async function nextDaySlots(
  ctx: AppContext,
  barber: BarberRow,
  services: readonly ServiceRow[],
  now: number,
): Promise<WalkInAlternatives['slots']> {
  const settings = await ctx.store.settings();
  const day = await chairDayFor(ctx, barber.id, now);
  const durationMin = services.reduce((sum, service) => sum + service.duration, 0);
  const bookings = (await ctx.store.activeBookings(barber.id)).map((booking) => toPlanBooking(booking));
  for (const date of bookableDates(now, settings).filter((bookable) => bookable > day.date)) {
    const free = slotTimesForDate({ now, date, hours: settings, durationMin, bookings, barber: barberTimeOf(barber) })
      .filter((slot) => slot.available)
      .slice(0, ALTERNATIVE_SLOTS);
    if (free.length > 0) return free.map((slot) => ({ barberId: barber.id, date, time: slot.time, start: new Date(slot.start).toISOString() }));
  }
  return [];
}

/** The available barbers other than `exceptId` who can still take the walk-in today, soonest first. */
async function otherBarbersToday(
  ctx: AppContext,
  exceptId: number | null,
  services: readonly ServiceRow[],
  now: number,
): Promise<WalkInAlternatives['barbers']> {
  const settings = await ctx.store.settings();
  const others: WalkInAlternatives['barbers'] = [];
  for (const barber of await ctx.store.barbers()) {
    if (barber.id === exceptId || !barber.isAvailable) continue;
    const start = await walkInStart(ctx, barber.id, services, now);
    if (start === null) continue;
    others.push({
      barberId: barber.id,
      name: barber.name,
      expectedStartTime: new Date(start).toISOString(),
      expectedTime: shopTime(start, settings.timeZone),
    });
  }
  return others.sort((a, b) => a.expectedStartTime.localeCompare(b.expectedStartTime) || a.barberId - b.barberId);
}

/**
 * What a customer past a barber's last call can do instead: the other barbers who can still take the
 * walk-in today, soonest first, and the first free slots of this barber's next working day.
 */
export async function walkInAlternatives(
  ctx: AppContext,
  barberId: number,
  services: readonly ServiceRow[],
  now: number,
): Promise<WalkInAlternatives> {
  const row = (await ctx.store.barbers()).find((barber) => barber.id === barberId);
  return {
    barbers: await otherBarbersToday(ctx, barberId, services, now),
    slots: row?.isAvailable ? await nextDaySlots(ctx, row, services, now) : [],
  };
}

/**
 * What a customer who asked for any barber can do when none can take the walk-in today: the
 * earliest free slots of the barbers' next working days (and any barber who has become free since).
 */
export async function anyBarberAlternatives(ctx: AppContext, services: readonly ServiceRow[], now: number): Promise<WalkInAlternatives> {
  const slots: WalkInAlternatives['slots'] = [];
  for (const barber of await ctx.store.barbers()) {
    if (barber.isAvailable) slots.push(...(await nextDaySlots(ctx, barber, services, now)));
  }
  slots.sort((a, b) => a.start.localeCompare(b.start) || a.barberId - b.barberId);
  return { barbers: await otherBarbersToday(ctx, null, services, now), slots: slots.slice(0, ALTERNATIVE_SLOTS) };
}

/** The booking page's question before a walk-in is submitted: can this barber still take it today? */
export async function checkWalkIn(ctx: AppContext, barberId: number, serviceIds: readonly number[]): Promise<WalkInCheck> {
  const barber = (await ctx.store.barbers()).find((known) => known.id === barberId);
  if (!barber) throw notFound('Barber not found');
  const services = await offered(ctx, serviceIds);
  const now = ctx.clock();
  const { timeZone, isOpen, walkInsBeforeOpeningMinutes } = await ctx.store.settings();
  const refused = { barberId, accepted: false, expectedStartTime: null, expectedTime: null, alternatives: null, queueOpensAt: null };
  // Booking answers those with their own refusals (SHOP_CLOSED, BARBER_UNAVAILABLE): no alternatives.
  if (!isOpen || !barber.isAvailable) return refused;
  const opensAt = queueOpensAt(now, await chairDayFor(ctx, barberId, now), walkInsBeforeOpeningMinutes, await shopStateAt(ctx, now));
  if (opensAt !== null) return { ...refused, queueOpensAt: new Date(opensAt).toISOString() };
  const start = await walkInStart(ctx, barberId, services, now);
  if (start === null) return { ...refused, alternatives: await walkInAlternatives(ctx, barberId, services, now) };
  return {
    barberId,
    accepted: true,
    expectedStartTime: new Date(start).toISOString(),
    expectedTime: shopTime(start, timeZone),
    alternatives: null,
    queueOpensAt: null,
  };
}
