import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.js';
import { EmptyState } from '../../../../components/ui/empty-state.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useShopDayRule } from '../../../../lib/time.js';
import { useAdminBarbers } from '../../api/admin-barbers.js';
import { useBookingHistory } from '../../api/booking-history.js';
import { emptyHistoryMessage, historyQuery, NO_FILTERS, type HistoryFilters as Filters } from '../../logic/history.js';
import { adminTexts } from '../../texts.js';
import { historyTexts } from '../../texts-history.js';
import { LoadError } from '../load-error.js';
import { TabHeader } from '../tab-header.js';
import { HistoryFilters } from './history-filters.js';
import { HistoryRow } from './history-row.js';

/** Booking History (docs/product/screens.md): finished bookings, newest first, a page at a time. */
export function HistoryTab() {
  const t = useTexts(historyTexts);
  const common = useTexts(adminTexts);
  const language = useLanguage();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const history = useBookingHistory(historyQuery(filters));
  const barbers = useAdminBarbers();
  const shopDay = useShopDayRule();
  const bookings = history.data?.pages.flatMap((page) => page.bookings) ?? [];

  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4">
      <TabHeader id="history-heading" title={common.tabHistory} description={t.description} />
      <HistoryFilters filters={filters} onChange={setFilters} barbers={barbers.data ?? []} />
      {history.isPending ? (
        <div role="status" aria-label={t.loading} className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} rounded="xl" tone="ink" className="h-16" />
          ))}
        </div>
      ) : history.isError ? (
        <LoadError
          title={t.failedLoad}
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : bookings.length === 0 ? (
        <EmptyState icon={<History />} title={emptyHistoryMessage(filters, t)} />
      ) : (
        <>
          <ul aria-label={t.list} aria-busy={history.isFetching || undefined} className="overflow-hidden rounded-2xl border border-line bg-white">
            {bookings.map((booking) => (
              <HistoryRow key={booking.id} booking={booking} shopDay={shopDay} />
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2">
            <p className="text-sm text-ink-500" aria-live="polite">
              {(history.hasNextPage ? t.showing : t.showingAll)({ count: bookings.length, shown: formatNumber(bookings.length, language) })}
            </p>
            {history.hasNextPage && (
              <Button variant="outline" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} loadingText={common.loading}>
                {common.loadMore}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
