import { CalendarX2, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { customerTexts } from '../texts.js';
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
  const t = useTexts(customerTexts);
  const [all, setAll] = useState(false);
  if (loading) {
    return (
      <div role="status" className="flex flex-col gap-4 text-ink-900">
        <span className="sr-only">{t.loadingBookings}</span>
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
        title={t.fetchFailed}
        actions={
          <Button variant="secondary" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (bookings.length === 0) {
    return (
      <EmptyState
        icon={<History />}
        title={t.noHistoryTitle}
        description={t.noHistoryDescription}
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
          {all ? t.showFewer : t.showAll({ count: bookings.length })}
        </Button>
      )}
    </div>
  );
}

/** The account's booking history (docs/product/screens.md), newest first, with its loading, empty and error states. */
export function BookingHistory(props: BookingHistoryProps) {
  const t = useTexts(customerTexts);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="history-title">
          {t.historyTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <HistoryBody {...props} />
      </CardContent>
    </Card>
  );
}
