import { CalendarX2, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { BookingHistoryRow } from './booking-history-row.js';

/** Rows shown before 'Show all': a long history should not bury the page on a phone. */
const FIRST_ROWS = 6;

export interface BookingHistoryProps {
  bookings: Booking[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

function HistoryBody({ bookings, loading, failed, onRetry }: BookingHistoryProps) {
  const [all, setAll] = useState(false);
  if (loading) {
    return (
      <div role="status" className="flex flex-col gap-4 text-ink-900">
        <span className="sr-only">Loading bookings...</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-16" />
        ))}
      </div>
    );
  }
  if (failed || !bookings) {
    return (
      <EmptyState
        tone="error"
        icon={<CalendarX2 />}
        title="Failed to fetch bookings"
        actions={
          <Button variant="secondary" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Retry
          </Button>
        }
      />
    );
  }
  if (bookings.length === 0) {
    return (
      <EmptyState
        icon={<History />}
        title="No bookings yet"
        description="Your queue tokens and appointments will be listed here."
      />
    );
  }
  const shown = all ? bookings : bookings.slice(0, FIRST_ROWS);
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-line">
        {shown.map((booking) => (
          <BookingHistoryRow key={booking.id} booking={booking} />
        ))}
      </ul>
      {bookings.length > FIRST_ROWS && (
        <Button variant="outline" className="self-center text-ink-800" aria-expanded={all} onClick={() => { setAll(!all); }}>
          {all ? 'Show fewer' : `Show all ${bookings.length} bookings`}
        </Button>
      )}
    </div>
  );
}

/** The account's booking history (spec §2), newest first, with its loading, empty and error states. */
export function BookingHistory(props: BookingHistoryProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="history-title">
          Booking history
        </CardTitle>
      </CardHeader>
      <CardContent>
        <HistoryBody {...props} />
      </CardContent>
    </Card>
  );
}
