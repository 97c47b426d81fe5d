import type { BookingStatus } from '../../../../shared/constants.js';
import { existingZonedInstant, formatDateTime, formatHHMM12 } from '../../../../shared/domain/format.js';
import { formatWait, isNow } from '../../../../shared/domain/wait-label.js';
import type { Booking } from '../../../../shared/schemas/booking.js';

/** Spec §4: how each status is named on screen. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  waiting: 'In Queue',
  serving: 'Currently Serving',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Spec §2 My Bookings: the card's kind. */
export function bookingKindLabel(booking: Pick<Booking, 'bookingType'>): string {
  return booking.bookingType === 'slot' ? 'Scheduled Appointment' : 'Queue Booking';
}

export function isActiveBooking(booking: Pick<Booking, 'status'>): boolean {
  return booking.status === 'waiting' || booking.status === 'serving';
}

/** Who cancelled, said to the customer whose booking it was. */
export function cancelledByText(booking: Pick<Booking, 'status' | 'cancelledBy'>): string | null {
  if (booking.status !== 'cancelled' || !booking.cancelledBy) return null;
  return booking.cancelledBy === 'customer' ? 'by you' : 'by the barber';
}

export type BookingBanner = 'serving' | 'in-queue' | 'scheduled';

/** Spec §2: "You're being served now!" while serving; 'In queue' or 'Scheduled' while waiting. */
export function bookingBanner(booking: Pick<Booking, 'status' | 'bookingType'>): BookingBanner | null {
  if (booking.status === 'serving') return 'serving';
  if (booking.status !== 'waiting') return null;
  return booking.bookingType === 'slot' ? 'scheduled' : 'in-queue';
}

/** A slot booking's start (epoch ms) in the shop's zone, or null for a queue booking. */
export function slotStart(booking: Pick<Booking, 'slotDate' | 'slotTime'>, timeZone: string): number | null {
  if (!booking.slotDate || !booking.slotTime) return null;
  return existingZonedInstant(booking.slotDate, booking.slotTime, timeZone);
}

/**
 * When the booking is for, in the shop's zone: the slot for a scheduled appointment, else the
 * moment the customer joined the queue ('21 November, 2026 at 6:05 PM').
 */
export function bookingWhen(booking: Pick<Booking, 'slotDate' | 'slotTime' | 'bookingTime'>, timeZone: string): string {
  return formatDateTime(slotStart(booking, timeZone) ?? booking.bookingTime, timeZone);
}

/** 'Position 2 · about 25 min · expected 10:40 AM', the line read out as the queue moves. */
export function queueProgressText(
  booking: Pick<Booking, 'queuePosition' | 'estimatedWaitTime' | 'expectedTime'>,
): string | null {
  const parts: string[] = [];
  if (booking.queuePosition !== null) parts.push(`Position ${booking.queuePosition}`);
  if (booking.estimatedWaitTime !== null) {
    parts.push(isNow(booking.estimatedWaitTime) ? "you're next" : `about ${formatWait(booking.estimatedWaitTime)}`);
  }
  if (booking.expectedTime) parts.push(`expected ${formatHHMM12(booking.expectedTime)}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Spec §9: the wait as shown, 'Now' when it is under 2 minutes. */
export function waitText(minutes: number): string {
  return isNow(minutes) ? 'Now' : formatWait(minutes);
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
