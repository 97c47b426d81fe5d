import type { BookingStatus } from '../../../../shared/constants.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge.js';
import { cancelledByText, STATUS_LABELS } from '../logic/booking-view.js';

const TONES: Record<BookingStatus, BadgeTone> = {
  waiting: 'gold',
  serving: 'dark',
  completed: 'success',
  cancelled: 'danger',
};

/** The status in the spec §4 words; a cancellation says who cancelled. */
export function BookingStatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'cancelledBy'> }) {
  const by = cancelledByText(booking);
  return (
    <Badge tone={TONES[booking.status]}>
      {STATUS_LABELS[booking.status]}
      {by && <span className="font-medium">{by}</span>}
    </Badge>
  );
}
