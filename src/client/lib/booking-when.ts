import { existingShopInstant, type ShopDayRule } from '../../shared/domain/shop-day.js';
import type { Booking } from '../../shared/schemas/booking.js';

/**
 * When a booking is for: the instant its slot's shop date and time mean (a night past midnight on
 * the calendar date after its own), else when it was made. Shown with the instant's own date.
 */
export function bookingInstant(booking: Pick<Booking, 'slotDate' | 'slotTime' | 'bookingTime'>, shopDay: ShopDayRule): number | string {
  const slot = booking.slotDate && booking.slotTime ? existingShopInstant(booking.slotDate, booking.slotTime, shopDay) : null;
  return slot ?? booking.bookingTime;
}
