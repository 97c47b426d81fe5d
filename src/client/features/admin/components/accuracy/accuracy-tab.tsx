import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useAccuracyReport, type AccuracyDays } from '../../api/accuracy-report.js';
import { adminTexts } from '../../texts.js';
import { accuracyTexts } from '../../texts-accuracy.js';
import { LoadError } from '../load-error.js';
import { TabHeader } from '../tab-header.js';
import { AccuracyOverview } from './accuracy-overview.js';
import { PeriodSwitch } from './period-switch.js';

/** Wait Accuracy (docs/product/waits.md): how true the promised starts of walk-ins were, for the shop and each barber. */
export function AccuracyTab() {
  const t = useTexts(accuracyTexts);
  const common = useTexts(adminTexts);
  const [days, setDays] = useState<AccuracyDays>(7);
  const report = useAccuracyReport(days);

  return (
    <section aria-labelledby="accuracy-heading" className="flex flex-col gap-4">
      <TabHeader
        id="accuracy-heading"
        title={common.tabAccuracy}
        description={t.description}
        action={<PeriodSwitch days={days} onChange={setDays} />}
      />
      {report.data === undefined ? (
        report.isError ? (
          <LoadError title={t.failedLoad} error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />
        ) : (
          <div role="status" aria-label={t.loading} className="flex flex-col gap-3">
            <Skeleton rounded="lg" tone="ink" className="h-5 w-48" />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {[0, 1, 2].map((card) => (
                <Skeleton key={card} rounded="2xl" tone="ink" className="h-20 sm:h-32" />
              ))}
            </div>
            <Skeleton rounded="2xl" tone="ink" className="h-64" />
          </div>
        )
      ) : report.data.shop.walkIns === 0 && !report.isPlaceholderData ? (
        // A failed background refresh keeps the figures on screen; only a first load shows the error.
        <EmptyState
          icon={<Gauge />}
          title={t.empty}
          description={t.emptyHint}
        />
      ) : (
        <AccuracyOverview report={report.data} updating={report.isPlaceholderData} />
      )}
    </section>
  );
}
