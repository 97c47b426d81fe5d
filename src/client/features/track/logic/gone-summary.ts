import type { BookingStatus, CancelledBy } from '../../../../shared/constants.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { TrackTexts } from '../texts.js';

export interface SeenBooking {
  id: number;
  status: BookingStatus;
  cancelledBy: CancelledBy | null;
}

/** What became of one booking that left the active list, as far as the page last saw it. */
function fate(booking: SeenBooking, t: Translation<TrackTexts>): string {
  const { id } = booking;
  if (booking.status === 'completed') return t.goneCompleted({ id });
  if (booking.status === 'cancelled' && booking.cancelledBy === 'barber') return t.goneCancelledByShop({ id });
  if (booking.status === 'cancelled') return t.goneCancelled({ id });
  // Seen last while still active (the page was polling): it finished one way or the other.
  return t.goneFinished({ id });
}

/**
 * The calm empty state after the phone's bookings left the active list while the page was open
 * (served, cancelled): not an error, just what happened.
 */
export function goneSummary(lastSeen: readonly SeenBooking[], t: Translation<TrackTexts>): { title: string; description: string } {
  return { title: t.noActiveBookings, description: lastSeen.map((booking) => fate(booking, t)).join(' ') };
}
