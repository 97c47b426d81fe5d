import type { BookingStatus } from '../../../shared/constants.js';
import type { Booking } from '../../../shared/schemas/booking.js';
import type { Translation } from '../../lib/i18n/catalogue.js';
import type { BookingComponentTexts } from './texts.js';

/**
 * docs/product/booking-rules.md#states-and-transitions: how each status is named on screen. A timed appointment that has not started is not
 * in any queue: it is named for what it is.
 */
export function statusLabel(booking: Pick<Booking, 'status' | 'bookingType'>, t: Translation<BookingComponentTexts>): string {
  if (booking.status === 'waiting' && booking.bookingType === 'slot') return t.statusAppointment;
  const labels: Record<BookingStatus, string> = {
    waiting: t.statusWaiting,
    serving: t.statusServing,
    completed: t.statusCompleted,
    cancelled: t.statusCancelled,
  };
  return labels[booking.status];
}
