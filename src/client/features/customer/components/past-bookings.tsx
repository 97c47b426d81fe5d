import type { Booking } from '../../../../shared/schemas/booking.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { customerTexts } from '../texts.js';
import { BookingHistoryRow } from './booking-history-row.js';

/** Finished bookings under the active ones on My Bookings, newest first. */
export function PastBookings({ bookings }: { bookings: Booking[] }) {
  const t = useTexts(customerTexts);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.pastBookings}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-line">
          {bookings.map((booking) => (
            <BookingHistoryRow key={booking.id} booking={booking} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
