import { DEFAULT_BARBER_PHOTO } from '../../shared/constants.js';
import { canCustomerCancel } from '../../shared/domain/cancel-rule.js';
import { shopTime } from '../../shared/domain/format.js';
import type { BarberPlan } from '../../shared/domain/plan-barber-day.js';
import { shopDateTimeOf, type ShopDayRule } from '../../shared/domain/shop-day.js';
import type { Booking } from '../../shared/schemas/booking.js';
import type { AppContext } from '../context.js';
import { bookingsWithEntries } from '../data/payments.js';
import { chairDayFor, planFromRows, waitRanges, type WaitRange } from './plans.js';
import { upiDueOf } from './upi-due.js';
import type { BookingRow, SettingsRow } from './store.js';

export interface PresentOptions {
  now: number;
  /** The shop's hours and zone: what the slot's date and time are (shop-day.ts). */
  shop: ShopDayRule;
  /** The plan of the booking's barber; needed for the figures of an active booking. */
  plan?: BarberPlan | undefined;
  /** Ranges around the plan's walk-in waits (docs/product/waits.md), by booking id. */
  ranges?: ReadonlyMap<number, WaitRange> | undefined;
  /** Tracking by phone alone shows the name masked (docs/product/roles.md). */
  maskName?: boolean;
  /** The phone the caller proved by one-time code: its own active bookings are always cancellable. */
  verifiedPhone?: string | undefined;
  /** Recent no-shows by phone, for the barber's queue (docs/product/chairs-day.md); absent elsewhere. */
  noShows?: ReadonlyMap<string, number> | undefined;
  /** The shop's UPI payee and name, for the amount due's link (docs/product/money.md#upi). */
  upi?: SettingsRow | undefined;
  /** Completed bookings among those presented that have a payment entry: none of them owes a UPI amount. */
  withEntries?: ReadonlySet<number> | undefined;
}

/** 'Ravi Kumar' becomes 'R*** K****': enough to recognise, not enough to read. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word.slice(0, 1)}${'*'.repeat(Math.max(3, word.length - 1))}`)
    .join(' ');
}

/** The one mapping from a booking row to its API shape (docs/product/data.md Booking, customer view included). */
export function presentBooking(row: BookingRow, options: PresentOptions): Booking {
  const { now, shop, plan } = options;
  const { timeZone } = shop;
  const entry = plan?.entries.find((planned) => planned.bookingId === row.id);
  const serving = plan?.serving?.bookingId === row.id ? plan.serving : null;
  const slotStart = row.slotStart?.getTime() ?? null;
  const slot = slotStart === null ? null : shopDateTimeOf(slotStart, shop);
  const waiting = row.status === 'waiting' && entry !== undefined;
  const estimatedWaitTime = waiting ? entry.estimatedWaitTime : row.status === 'serving' ? 0 : null;
  return {
    id: row.id,
    barberId: row.barberId,
    customerName: options.maskName ? maskName(row.customerName) : row.customerName,
    customerPhone: row.customerPhone,
    bookingType: row.bookingType,
    status: row.status,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    services: row.serviceIds,
    serviceDetails: row.serviceDetails,
    notes: options.maskName ? '' : row.notes,
    bookingTime: row.bookingTime.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    estimatedDuration: row.estimatedDuration,
    remainingTime: row.status === 'serving' ? (serving?.remainingTime ?? 0) : null,
    servingStartedAt: row.servingStartedAt?.toISOString() ?? null,
    servingEndsAt: row.status === 'serving' && serving ? new Date(serving.end).toISOString() : null,
    slotDate: slot?.date ?? null,
    slotTime: slot?.time ?? null,
    barber: { name: row.barberName, photo: row.barberPhoto ?? DEFAULT_BARBER_PHOTO },
    barberName: row.barberName,
    serviceNames: row.serviceDetails.map((service) => service.name),
    totalDuration: row.serviceDetails.reduce((sum, service) => sum + service.duration, 0) || row.estimatedDuration,
    estimatedWaitTime,
    expectedStartTime: waiting ? new Date(entry.start).toISOString() : null,
    expectedTime: waiting ? shopTime(entry.start, timeZone) : null,
    estimatedWaitRange: waiting ? (options.ranges?.get(row.id) ?? null) : null,
    position: waiting ? entry.position : null,
    queuePosition: waiting ? entry.position : null,
    customersAhead: waiting ? entry.customersAhead : null,
    canCancel: canCustomerCancel({
      status: row.status,
      bookingType: row.bookingType,
      ...(estimatedWaitTime === null ? {} : { estimatedWaitTime }),
      slotStart,
      now,
      phoneVerified: row.customerPhone !== null && row.customerPhone === options.verifiedPhone,
    }),
    messagesStopped: row.messagesStopped,
    turnNearToldAt: row.turnNearToldAt?.toISOString() ?? null,
    recentNoShows: options.noShows ? (row.customerPhone === null ? 0 : (options.noShows.get(row.customerPhone) ?? 0)) : null,
    outsideHours: waiting ? entry.outsideHours : false,
    arrivedAt: row.arrivedAt?.toISOString() ?? null,
    notBefore: row.notBefore?.toISOString() ?? null,
    passedOver: row.passedOver,
    // Tracking by phone alone shows no amount or link either (docs/product/money.md#upi).
    upiDue: options.upi && !options.maskName ? upiDueOf(row, options.upi, options.withEntries?.has(row.id) ?? false) : null,
  };
}

/** Presents rows of any barbers, planning each active barber once. */
export async function presentBookings(
  ctx: AppContext,
  rows: readonly BookingRow[],
  options: Pick<PresentOptions, 'maskName' | 'verifiedPhone' | 'noShows'> = {},
): Promise<Booking[]> {
  const now = ctx.clock();
  const shop = await ctx.store.settings();
  const activeBarbers = new Set(rows.filter((row) => row.status === 'waiting' || row.status === 'serving').map((row) => row.barberId));
  const plans = new Map<number, { plan: BarberPlan; ranges: Map<number, WaitRange> }>();
  for (const barberId of activeBarbers) {
    const [active, model, day] = await Promise.all([
      ctx.store.activeBookings(barberId),
      ctx.store.durations(barberId),
      chairDayFor(ctx, barberId, now),
    ]);
    const plan = planFromRows(active, now, model, day);
    plans.set(barberId, { plan, ranges: waitRanges(plan, active, model) });
  }
  // Only a completed booking still holding an amount needs its entries looked up (docs/product/money.md#upi).
  const owing = rows.filter((row) => row.status === 'completed' && row.upiDuePaise !== null).map((row) => row.id);
  const withEntries = await bookingsWithEntries(ctx.db, owing);
  return rows.map((row) => presentBooking(row, { ...options, now, shop, upi: shop, withEntries, ...plans.get(row.barberId) }));
}
