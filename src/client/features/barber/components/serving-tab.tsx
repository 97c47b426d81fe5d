import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useServingBooking } from '../api/serving-booking.js';
import { barberTexts } from '../texts.js';
import { servingTexts } from '../texts-serving.js';
import { NextUp } from './next-up.js';
import { ServingCard } from './serving-card.js';
import { TabError, TabLoading } from './tab-states.js';
import { UpNextPanel } from './up-next-panel.js';

/** docs/product/screens.md Serving tab: the booking in the chair, or the next one to start; who waits beside it on wide screens. */
export function ServingTab({ barberId, onShowQueue }: { barberId: number; onShowQueue: () => void }) {
  const t = useTexts(servingTexts);
  const common = useTexts(barberTexts);
  const serving = useServingBooking(barberId);

  if (serving.data === undefined) {
    if (serving.isError) return <TabError title={t.servingFailed} onRetry={() => void serving.refetch()} retrying={serving.isFetching} />;
    return <TabLoading label={t.loadingChair} rows={1} />;
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
      <div className="flex min-w-0 flex-col gap-4">
        {serving.isError && (
          // A background refresh failed: what is shown may be behind, and the barber should know.
          <div role="alert" className="flex items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-1 text-sm text-red-800">
            <span className="font-semibold">{t.servingFailed}</span>
            <Button variant="ghost" onClick={() => void serving.refetch()}>
              <RefreshCw aria-hidden="true" />
              {common.retry}
            </Button>
          </div>
        )}
        {serving.data ? <ServingCard booking={serving.data} receivedAt={serving.dataUpdatedAt} /> : <NextUp barberId={barberId} />}
      </div>
      <UpNextPanel barberId={barberId} onShowQueue={onShowQueue} />
    </div>
  );
}
