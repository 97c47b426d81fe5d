import type { BookingStatus, CancelledBy } from '../../../../shared/constants.js';

export interface SeenBooking {
  id: number;
  status: BookingStatus;
  cancelledBy: CancelledBy | null;
}

/** What became of one booking that left the active list, as far as the page last saw it. */
function fate(booking: SeenBooking): string {
  if (booking.status === 'completed') return `Booking #${booking.id} is complete. Thank you for visiting!`;
  if (booking.status === 'cancelled' && booking.cancelledBy === 'barber') return `Booking #${booking.id} was cancelled by the shop.`;
  if (booking.status === 'cancelled') return `Booking #${booking.id} was cancelled.`;
  // Seen last while still active (the page was polling): it finished one way or the other.
  return `Booking #${booking.id} has finished and left the queue.`;
}

/**
 * The calm empty state after the phone's bookings left the active list while the page was open
 * (served, cancelled): not an error, just what happened.
 */
export function goneSummary(lastSeen: readonly SeenBooking[]): { title: string; description: string } {
  return { title: 'No active bookings', description: lastSeen.map(fate).join(' ') };
}
