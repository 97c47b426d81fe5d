import type { Language } from '../../../../shared/constants.js';
import { formatDateTime, formatHHMM12 } from '../../../../shared/domain/format.js';
import type { ShopDayRule } from '../../../../shared/domain/shop-day.js';
import { isNow } from '../../../../shared/domain/wait-label.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { waitText as spelledWait } from '../../../components/barber/barber-status.js';
import { bookingInstant } from '../../../lib/booking-when.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { CustomerBookingTexts } from '../texts-booking.js';

type Texts = Translation<CustomerBookingTexts>;

/** docs/product/screens.md My Bookings: the card's kind. */
export function bookingKindLabel(booking: Pick<Booking, 'bookingType'>, t: Texts): string {
  return booking.bookingType === 'slot' ? t.scheduledAppointment : t.queueBooking;
}

export function isActiveBooking(booking: Pick<Booking, 'status'>): boolean {
  return booking.status === 'waiting' || booking.status === 'serving';
}

/** Who cancelled, said to the customer whose booking it was. */
export function cancelledByText(booking: Pick<Booking, 'status' | 'cancelledBy'>, t: Texts): string | null {
  if (booking.status !== 'cancelled' || !booking.cancelledBy) return null;
  return booking.cancelledBy === 'customer' ? t.byYou : t.byBarber;
}

export type BookingBanner = 'serving' | 'in-queue' | 'scheduled';

/** docs/product/screens.md: "You're being served now!" while serving; 'In queue' or 'Scheduled' while waiting. */
export function bookingBanner(booking: Pick<Booking, 'status' | 'bookingType'>): BookingBanner | null {
  if (booking.status === 'serving') return 'serving';
  if (booking.status !== 'waiting') return null;
  return booking.bookingType === 'slot' ? 'scheduled' : 'in-queue';
}

/**
 * When the booking is for, in the shop's zone: the slot for a scheduled appointment, else the
 * moment the customer joined the queue ('21 November, 2026 at 6:05 PM').
 */
export function bookingWhen(booking: Pick<Booking, 'slotDate' | 'slotTime' | 'bookingTime'>, shopDay: ShopDayRule, language: Language): string {
  return formatDateTime(bookingInstant(booking, shopDay), shopDay.timeZone, language);
}

/**
 * 'Position 2 · about 25 min · expected 10:40 AM', the line read out as the queue moves. A timed
 * appointment has no place in a queue: its card says its time, so the line starts at the wait.
 */
export function queueProgressText(
  booking: Pick<Booking, 'bookingType' | 'queuePosition' | 'estimatedWaitTime' | 'expectedTime'>,
  t: Texts,
  language: Language,
): string | null {
  const parts: string[] = [];
  if (booking.queuePosition !== null && booking.bookingType !== 'slot') parts.push(t.position({ position: booking.queuePosition }));
  if (booking.estimatedWaitTime !== null) {
    parts.push(isNow(booking.estimatedWaitTime) ? t.youreNext : t.aboutWait({ wait: spelledWait(booking.estimatedWaitTime, t) }));
  }
  if (booking.expectedTime) parts.push(t.expectedAt({ time: formatHHMM12(booking.expectedTime, language) }));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** docs/product/booking-rules.md#business-constants-and-limits: the wait as shown, 'Now' when it is under 2 minutes. */
export function waitText(minutes: number, t: Texts): string {
  return isNow(minutes) ? t.now : spelledWait(minutes, t);
}

/** The services as one line: 'Haircut, Beard Trim'. */
export function servicesText(booking: Pick<Booking, 'serviceNames' | 'serviceDetails'>): string {
  const names = booking.serviceNames.length > 0 ? booking.serviceNames : booking.serviceDetails.map((service) => service.name);
  return names.join(', ');
}

/** Active bookings first (the server sends newest first; that order is kept within each group). */
export function splitBookings<T extends Pick<Booking, 'status'>>(bookings: readonly T[]): { active: T[]; past: T[] } {
  return {
    active: bookings.filter(isActiveBooking),
    past: bookings.filter((booking) => !isActiveBooking(booking)),
  };
}
