import type { BookingStatus } from '../../../../shared/constants.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { statusLabel } from '../../../components/booking/status-label.js';
import { bookingComponentTexts } from '../../../components/booking/texts.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { cancelledByText } from '../logic/booking-view.js';
import { customerBookingTexts } from '../texts-booking.js';

const TONES: Record<BookingStatus, BadgeTone> = {
  waiting: 'gold',
  serving: 'dark',
  completed: 'success',
  cancelled: 'danger',
};

/** The status in the words of docs/product/booking-rules.md#states-and-transitions; a cancellation says who cancelled. */
export function BookingStatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'bookingType' | 'cancelledBy'> }) {
  const t = useTexts(customerBookingTexts);
  const words = useTexts(bookingComponentTexts);
  const by = cancelledByText(booking, t);
  return (
    <Badge tone={TONES[booking.status]}>
      {statusLabel(booking, words)}
      {by && <span className="font-medium">{by}</span>}
    </Badge>
  );
}
