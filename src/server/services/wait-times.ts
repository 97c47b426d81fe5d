import { z } from 'zod';
import { DEFAULT_BOOKING_MINUTES } from '../../shared/constants.js';
import { shopTime } from '../../shared/domain/format.js';
import { bookableDates, slotTimesForDate } from '../../shared/domain/free-slots.js';
import { shopDateOf } from '../../shared/domain/shop-day.js';
import type { queueTimeSchema, slotsResponseSchema, WaitTime } from '../../shared/schemas/booking.js';
import type { AppContext } from '../context.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { barberTimeOf, planFor, toPlanBooking } from './plans.js';
import type { BarberRow } from './store.js';

export async function knownBarber(ctx: AppContext, barberId: number): Promise<BarberRow> {
  const barber = (await ctx.store.barbers()).find((known) => known.id === barberId);
  if (!barber) throw notFound('Barber not found');
  return barber;
}

/**
 * Wait-time figures from the barber's plan (docs/product/booking-rules.md#the-chair-timeline): a waiting booking's own place, or without
 * a booking id the wait a new walk-in would have now.
 */
export async function waitTimeFor(ctx: AppContext, barberId: number, bookingId: number | undefined): Promise<WaitTime> {
  await knownBarber(ctx, barberId);
  const now = ctx.clock();
  const { timeZone } = await ctx.store.settings();
  const plan = await planFor(ctx, barberId, now);
  const base = { barberId, istTimeBase: new Date(now).toISOString() };
  if (bookingId === undefined) {
    return {
      ...base,
      estimatedWaitTime: plan.waitTime,
      estimatedStartTime: new Date(plan.freeAt).toISOString(),
      expectedTime: shopTime(plan.freeAt, timeZone),
      position: null,
      customersAhead: (plan.serving ? 1 : 0) + plan.entries.length,
    };
  }
  const entry = plan.entries.find((planned) => planned.bookingId === bookingId);
  if (!entry) throw notFound('This booking is not waiting with this barber');
  return {
    ...base,
    estimatedWaitTime: entry.estimatedWaitTime,
    estimatedStartTime: new Date(entry.start).toISOString(),
    expectedTime: shopTime(entry.start, timeZone),
    position: entry.position,
    customersAhead: entry.customersAhead,
  };
}

/** The barber's queue time and who is in the chair, without names (docs/product/api.md queue-time). */
export async function queueTimeFor(ctx: AppContext, barberId: number): Promise<z.infer<typeof queueTimeSchema>> {
  await knownBarber(ctx, barberId);
  const plan = await planFor(ctx, barberId);
  return {
    barberId,
    queueTime: plan.waitTime,
    currentlyServing: plan.serving
      ? { bookingId: plan.serving.bookingId, remainingTime: plan.serving.remainingTime }
      : null,
  };
}

/**
 * The grid of a shop date with which times a booking of the given services may start at. Today is
 * the shop date now belongs to, so the small hours of a night past midnight are still its date's.
 */
export async function slotsFor(
  ctx: AppContext,
  barberId: number,
  query: { date?: string | undefined; services?: number[] | undefined },
): Promise<z.infer<typeof slotsResponseSchema>> {
  const barber = await knownBarber(ctx, barberId);
  const now = ctx.clock();
  const hours = await ctx.store.settings();
  const dates = bookableDates(now, hours);
  const today = shopDateOf(now, hours);
  const date = query.date ?? dates[0] ?? today;
  if (query.date !== undefined && hours.closedDates.includes(query.date)) {
    throw conflict('SHOP_CLOSED_DATE', 'The shop is closed on this date. Please choose another day.');
  }
  if (query.date !== undefined && !dates.includes(query.date)) {
    throw query.date < today
      ? badRequest('date', 'Please select today or a future date')
      : badRequest('date', 'Bookings are only available within the next 36 hours');
  }
  const wanted = new Set(query.services ?? []);
  const offered = (await ctx.store.services()).filter((service) => wanted.has(service.id));
  if (offered.length !== wanted.size) throw badRequest('services', 'One of the selected services is no longer offered');
  const durationMin = offered.reduce((sum, service) => sum + service.duration, 0) || DEFAULT_BOOKING_MINUTES;
  const active = (await ctx.store.activeBookings(barberId)).map((row) => toPlanBooking(row));
  const slots = slotTimesForDate({ now, date, hours, durationMin, bookings: active, barber: barberTimeOf(barber) });
  return {
    date,
    dates,
    durationMin,
    slots: slots.map((slot) => ({
      time: slot.time,
      start: new Date(slot.start).toISOString(),
      available: slot.available,
      ...(slot.reason ? { reason: slot.reason } : {}),
    })),
  };
}

