import { Download, IndianRupee } from 'lucide-react';
import { useState } from 'react';
import { daysInRange, TAKINGS_MAX_DAYS } from '../../../../../shared/schemas/takings.js';
import { Button } from '../../../../components/ui/button.js';
import { EmptyState } from '../../../../components/ui/empty-state.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { takingsCsvUrl, useTakingsReport } from '../../api/takings.js';
import { periodRange, type TakingsPeriod } from '../../logic/takings.js';
import { adminTexts } from '../../texts.js';
import { takingsTexts, type TakingsTexts } from '../../texts-takings.js';
import { LoadError } from '../load-error.js';
import { TabHeader } from '../tab-header.js';
import { useShopToday } from '../use-shop-today.js';
import { TakingsEntries } from './takings-entries.js';
import { TakingsPeriodPicker } from './takings-period.js';
import { TakingsSummary } from './takings-summary.js';

/** Why a range cannot be asked for, in the screen's words; undefined when it can. */
function rangeProblem(range: { from: string; to: string }, t: TakingsTexts): string | undefined {
  if (range.to < range.from) return t.rangeBackwards;
  if (daysInRange(range.from, range.to) > TAKINGS_MAX_DAYS) return t.rangeTooLong;
  return undefined;
}

/**
 * Takings (docs/product/money.md, Takings; docs/product/screens.md): a day's or a range's money,
 * by method, each barber's share and what the shop owes them, the entries, and the CSV.
 */
export function TakingsTab() {
  const today = useShopToday();
  const [chosen, setChosen] = useState<TakingsPeriod | null>(null);
  // Today until the owner picks something else: today moves on when the shop's day turns.
  const period: TakingsPeriod = chosen ?? { kind: 'day', date: today };
  const range = periodRange(period, today);
  const t = useTexts(takingsTexts);
  const problem = rangeProblem(range, t);
  return (
    <section aria-labelledby="takings-heading" className="flex flex-col gap-4">
      <TakingsHeader range={range} disabled={problem !== undefined} />
      <TakingsPeriodPicker period={period} today={today} onChange={setChosen} rangeError={problem} />
      {problem === undefined && <TakingsFigures range={range} isDay={period.kind === 'day'} today={today} />}
    </section>
  );
}

function TakingsHeader({ range, disabled }: { range: { from: string; to: string }; disabled: boolean }) {
  const t = useTexts(takingsTexts);
  const common = useTexts(adminTexts);
  return (
    <TabHeader
      id="takings-heading"
      title={common.tabTakings}
      description={t.description}
      action={
        disabled ? (
          <Button variant="outline" disabled className="self-start sm:self-auto">
            <Download aria-hidden="true" />
            {t.downloadCsv}
          </Button>
        ) : (
          <Button variant="outline" asChild className="self-start sm:self-auto">
            <a href={takingsCsvUrl(range)} download={`takings-${range.from}-${range.to}.csv`}>
              <Download aria-hidden="true" />
              {t.downloadCsv}
            </a>
          </Button>
        )
      }
    />
  );
}

function TakingsFigures({ range, isDay, today }: { range: { from: string; to: string }; isDay: boolean; today: string }) {
  const t = useTexts(takingsTexts);
  const report = useTakingsReport(range);
  if (report.data === undefined) {
    return report.isError ? (
      <LoadError title={t.failedLoad} error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />
    ) : (
      <div role="status" aria-label={t.loading} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-[1.2fr_2fr]">
          <Skeleton rounded="2xl" tone="ink" className="h-36" />
          <Skeleton rounded="2xl" tone="ink" className="h-36" />
        </div>
        <Skeleton rounded="2xl" tone="ink" className="h-40" />
      </div>
    );
  }
  if (report.data.totals.entries === 0 && !report.isPlaceholderData) {
    return <EmptyState icon={<IndianRupee />} title={isDay ? t.emptyDay : t.emptyRange} description={t.emptyHint} />;
  }
  return (
    <>
      <TakingsSummary report={report.data} updating={report.isPlaceholderData} />
      <TakingsEntries range={range} today={today} />
    </>
  );
}
