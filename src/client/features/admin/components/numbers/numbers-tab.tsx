import { ChartNoAxesColumn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { cn } from '../../../../lib/cn.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { NUMBER_PERIODS, useNumbersReport, type NumbersWeeks } from '../../api/numbers-report.js';
import { hasNumbers } from '../../logic/numbers.js';
import { dayMonth } from '../../logic/shop-dates.js';
import { adminTexts } from '../../texts.js';
import { numbersTexts } from '../../texts-numbers.js';
import { LoadError } from '../load-error.js';
import { TabHeader } from '../tab-header.js';

// The charts and their library load when the tab first opens, never with the rest of the dashboard.
const NumbersOverview = lazy(() => import('./numbers-overview.js').then((module) => ({ default: module.NumbersOverview })));

/** Numbers (docs/product/screens.md, docs/product/money.md): how the shop has been doing over the last weeks. */
export function NumbersTab() {
  const t = useTexts(numbersTexts);
  const common = useTexts(adminTexts);
  const language = useLanguage();
  const [weeks, setWeeks] = useState<NumbersWeeks>(12);
  const report = useNumbersReport(weeks);
  const loading = (
    <div role="status" aria-label={t.loading} className="flex flex-col gap-4">
      <Skeleton rounded="2xl" tone="ink" className="h-72" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Skeleton rounded="2xl" tone="ink" className="h-64" />
        <Skeleton rounded="2xl" tone="ink" className="h-64" />
      </div>
    </div>
  );

  return (
    <section aria-labelledby="numbers-heading" className="flex flex-col gap-4">
      <TabHeader
        id="numbers-heading"
        title={common.tabNumbers}
        description={t.description}
        action={
          // Four periods share a 360 px phone's width in equal parts; a row of pills from tablet width.
          <div role="group" aria-label={t.period} className="grid grid-cols-4 rounded-xl border border-line bg-sand-100 p-1 sm:inline-flex sm:self-auto">
            {NUMBER_PERIODS.map((period) => (
              <button
                key={period}
                type="button"
                aria-pressed={period === weeks}
                onClick={() => {
                  setWeeks(period);
                }}
                className={cn(
                  'min-h-11 rounded-lg px-1.5 text-sm font-semibold whitespace-nowrap transition-colors sm:px-3',
                  period === weeks ? 'bg-white text-ink-950 shadow-sm' : 'text-ink-600 hover:text-ink-950',
                )}
              >
                {t.weeks({ weeks: formatNumber(period, language) })}
              </button>
            ))}
          </div>
        }
      />
      {report.data === undefined ? (
        report.isError ? (
          <LoadError title={t.failedLoad} error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />
        ) : (
          loading
        )
      ) : !hasNumbers(report.data) && !report.isPlaceholderData ? (
        <EmptyState icon={<ChartNoAxesColumn />} title={t.empty} description={t.emptyHint} />
      ) : (
        <div aria-busy={report.isPlaceholderData} className={cn('flex flex-col gap-3 transition-opacity', report.isPlaceholderData && 'opacity-60')}>
          <p className="text-sm text-ink-600">{t.range({ from: dayMonth(report.data.from, language), to: dayMonth(report.data.to, language) })}</p>
          <Suspense fallback={loading}>
            <NumbersOverview report={report.data} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
