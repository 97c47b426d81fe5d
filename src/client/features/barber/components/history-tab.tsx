import { History, RefreshCw, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { cn } from '../../../lib/cn.js';
import { useShopClock } from '../../../lib/time.js';
import { useNow } from '../../../lib/use-now.js';
import { useBarberHistory } from '../api/booking-history.js';
import { historyQuery, isDefaultFilters, type HistoryFilters } from '../logic/history-filters.js';
import { HistoryFiltersBar } from './history-filters-bar.js';
import { HistoryItem } from './history-item.js';
import { TabError, TabLoading } from './tab-states.js';

/** Spec §8: the history could not be read. */
export const HISTORY_FAILED = 'Failed to fetch booking history';

export interface HistoryTabProps {
  barberId: number;
  /** Kept by the dashboard, so switching tabs does not reset them. */
  filters: HistoryFilters;
  onFiltersChange: (filters: HistoryFilters) => void;
}

/** Spec §2 History tab: finished bookings, newest first, filtered, a page at a time. */
export function HistoryTab({ barberId, filters, onFiltersChange }: HistoryTabProps) {
  const clock = useShopClock();
  // The date ranges follow the shop's calendar; a minute's precision rolls them over at midnight.
  const now = useNow(60_000);
  const history = useBarberHistory(barberId, historyQuery(filters, now, clock.timeZone));
  const bookings = history.data?.pages.flatMap((page) => page.bookings) ?? [];

  let body;
  if (history.isPending) {
    body = <TabLoading label="Loading history" rows={3} />;
  } else if (history.isError && !history.isFetchNextPageError) {
    body = <TabError title={HISTORY_FAILED} onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  } else if (bookings.length === 0) {
    body = isDefaultFilters(filters) ? (
      <EmptyState icon={<History />} title="No booking history" description="Completed and cancelled bookings will be listed here." />
    ) : (
      <EmptyState icon={<SearchX />} title="No bookings match your filters" description="Try another status, type or date range." />
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <ol aria-label="Finished bookings" className={cn('flex flex-col gap-3 transition-opacity', history.isPlaceholderData && 'opacity-60')}>
          {bookings.map((booking) => (
            <HistoryItem key={booking.id} booking={booking} />
          ))}
        </ol>
        {history.isFetchNextPageError && (
          <p role="alert" className="text-center text-sm font-semibold text-red-700">
            {HISTORY_FAILED}
          </p>
        )}
        {history.hasNextPage && (
          <Button
            variant="outline"
            className="self-center text-ink-900"
            loading={history.isFetchingNextPage}
            loadingText="Loading..."
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchNextPageError && <RefreshCw aria-hidden="true" />}
            Load more
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
