import { existingShopInstant, type ShopDayRule } from '../../../../shared/domain/shop-day.js';
import type { Booking } from '../../../../shared/schemas/booking.js';

type Queued = Pick<Booking, 'id' | 'bookingType' | 'slotDate' | 'slotTime'>;

/** Epoch ms a slot booking may start (the instant its shop date and time mean), or null for a walk-in. */
export function slotStartOf(booking: Omit<Queued, 'id'>, shopDay: ShopDayRule): number | null {
  if (booking.bookingType !== 'slot' || !booking.slotDate || !booking.slotTime) return null;
  return existingShopInstant(booking.slotDate, booking.slotTime, shopDay);
}

/** Whether the barber may start this booking now, the chair being free: a slot only once its time has come (docs/product/booking-rules.md#states-and-transitions). */
export function isStartable(booking: Queued, now: number, shopDay: ShopDayRule): boolean {
  const slotStart = slotStartOf(booking, shopDay);
  return slotStart === null || slotStart <= now;
}

/**
 * The booking Start offers next (docs/product/booking-rules.md#states-and-transitions): the first of the queue in plan order that may start
 * now. A slot whose time has not come is passed over, so a walk-in planned after it can still be
 * served while the chair is free. Null when nobody can start yet.
 */
export function nextEligible<T extends Queued>(queue: readonly T[], now: number, shopDay: ShopDayRule): T | null {
  return queue.find((booking) => isStartable(booking, now, shopDay)) ?? null;
}
