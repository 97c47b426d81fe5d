import { History, RefreshCw, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useNow } from '../../../lib/use-now.js';
import { useBarberHistory } from '../api/booking-history.js';
import { historyQuery, isDefaultFilters, type HistoryFilters } from '../logic/history-filters.js';
import { historyTexts } from '../texts-history.js';
import { HistoryFiltersBar } from './history-filters-bar.js';
import type { Payment } from '../../../../shared/schemas/payment.js';
import { HistoryItem } from './history-item.js';
import { TabError, TabLoading } from './tab-states.js';

export interface HistoryTabProps {
  barberId: number;
  /** Kept by the dashboard, so switching tabs does not reset them. */
  filters: HistoryFilters;
  onFiltersChange: (filters: HistoryFilters) => void;
}

const NONE: readonly Payment[] = [];

/** Each booking's entries, oldest first (docs/product/money.md#paid-at-the-chair). */
function paymentsByBooking(payments: readonly Payment[]): Map<number, Payment[]> {
  const byBooking = new Map<number, Payment[]>();
  for (const payment of payments) byBooking.set(payment.bookingId, [...(byBooking.get(payment.bookingId) ?? []), payment]);
  return byBooking;
}

/** docs/product/screens.md History tab: finished bookings, newest first, filtered, a page at a time. */
export function HistoryTab({ barberId, filters, onFiltersChange }: HistoryTabProps) {
  const t = useTexts(historyTexts);
  const clock = useShopClock();
  // The date ranges follow the shop's calendar; a minute's precision rolls them over at midnight.
  const now = useNow(60_000);
  const history = useBarberHistory(barberId, historyQuery(filters, now, clock.shopDay));
  const bookings = history.data?.pages.flatMap((page) => page.bookings) ?? [];
  const payments = paymentsByBooking(history.data?.pages.flatMap((page) => page.payments) ?? []);

  let body;
  if (history.isPending) {
    body = <TabLoading label={t.loadingHistory} rows={3} />;
  } else if (history.isError && !history.isFetchNextPageError) {
    body = <TabError title={t.historyFailed} onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  } else if (bookings.length === 0) {
    body = isDefaultFilters(filters) ? (
      <EmptyState icon={<History />} title={t.noHistory} description={t.noHistoryYet} />
    ) : (
      <EmptyState icon={<SearchX />} title={t.noMatch} description={t.tryOtherFilters} />
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <ol aria-label={t.finishedBookings} className={cn('flex flex-col gap-3 transition-opacity', history.isPlaceholderData && 'opacity-60')}>
          {bookings.map((booking) => (
            <HistoryItem key={booking.id} booking={booking} payments={payments.get(booking.id) ?? NONE} />
          ))}
        </ol>
        {history.isFetchNextPageError && (
          <p role="alert" className="text-center text-sm font-semibold text-red-700">
            {t.historyFailed}
          </p>
        )}
        {history.hasNextPage && (
          <Button
            variant="outline"
            className="self-center text-ink-900"
            loading={history.isFetchingNextPage}
            loadingText={t.loadingMore}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchNextPageError && <RefreshCw aria-hidden="true" />}
            {t.loadMore}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" aria-busy={history.isFetching || undefined}>
      <HistoryFiltersBar filters={filters} onChange={onFiltersChange} />
      {body}
    </div>
  );
}
