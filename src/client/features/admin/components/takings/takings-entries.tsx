import { Button } from '../../../../components/ui/button.js';
import { Badge, type BadgeTone } from '../../../../components/ui/badge.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import type { PaymentMethod } from '../../../../../shared/constants.js';
import type { TakingsEntry } from '../../../../../shared/schemas/takings.js';
import { cn } from '../../../../lib/cn.js';
import { formatHHMM12 } from '../../../../../shared/domain/format.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useTakingsEntries, type TakingsRange } from '../../api/takings.js';
import { formatDayDate } from '../../logic/dated-days.js';
import { formatPaise } from '../../../../lib/i18n/money.js';
import { adminTexts } from '../../texts.js';
import { takingsTexts, type TakingsTexts } from '../../texts-takings.js';
import { LoadError } from '../load-error.js';

const METHOD_TONES: Record<PaymentMethod, BadgeTone> = { cash: 'success', upi: 'gold', card: 'neutral', unpaid: 'orange' };

function methodLabel(method: PaymentMethod, t: TakingsTexts): string {
  return method === 'unpaid' ? t.methodUnpaid : t[method];
}

/** One entry: token, customer, barber and lines; the method and amounts; a corrected one struck through and marked. */
function EntryRow({ entry, showDate, today }: { entry: TakingsEntry; showDate: boolean; today: string }) {
  const t = useTexts(takingsTexts);
  const language = useLanguage();
  const money = (paise: number) => formatPaise(paise, language);
  const corrected = entry.correctedById !== null;
  const when = `${showDate ? `${formatDayDate(entry.date, today, language)}, ` : ''}${formatHHMM12(entry.time, language)}`;
  return (
    <li className={cn('flex flex-col gap-2 border-b border-line px-4 py-3.5 last:border-b-0 sm:flex-row sm:items-center sm:gap-4 sm:px-5', corrected && 'bg-sand-50')}>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink-950">{t.token({ token: String(entry.token) })}</span>
          <span className="min-w-0 truncate text-ink-800">{entry.customerName}</span>
          {corrected && (
            <Badge tone="danger" title={t.correctedHint}>
              {t.corrected}
            </Badge>
          )}
        </div>
        <p className="text-sm text-ink-600">
          {when} · {entry.barberName}
        </p>
        <p className="text-sm text-ink-600">{entry.items.map((item) => item.name).join(', ')}</p>
        {entry.correctsId !== null && <p className="text-sm text-ink-500">{t.correction({ id: String(entry.correctsId) })}</p>}
        {corrected && <p className="sr-only">{t.correctedHint}</p>}
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end sm:gap-1">
        <Badge tone={METHOD_TONES[entry.method]}>{methodLabel(entry.method, t)}</Badge>
        <span className="flex flex-col items-end gap-0.5">
          <span className={cn('text-lg font-semibold tabular-nums text-ink-950', corrected && 'text-ink-500 line-through')}>{money(entry.totalPaise)}</span>
          {(entry.discountPaise > 0 || entry.tipPaise > 0) && (
            <span className="text-xs text-ink-500">
              {[entry.discountPaise > 0 ? t.discount({ amount: money(entry.discountPaise) }) : null, entry.tipPaise > 0 ? t.tip({ amount: money(entry.tipPaise) }) : null]
                .filter(Boolean)
                .join(' · ')}
            </span>
          )}
        </span>
      </div>
    </li>
  );
}

/** The period's entries, newest first, a page at a time; corrections and the entries they replace both shown. */
export function TakingsEntries({ range, today }: { range: TakingsRange; today: string }) {
  const t = useTexts(takingsTexts);
  const common = useTexts(adminTexts);
  const language = useLanguage();
  const list = useTakingsEntries(range);
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const showDate = range.from !== range.to;
  return (
    <section aria-labelledby="takings-entries" className="flex flex-col gap-3">
      <h3 id="takings-entries" className="font-display text-lg font-semibold text-ink-950">
        {t.entriesHeading}
      </h3>
      {list.isPending ? (
        <div role="status" aria-label={t.loading} className="flex flex-col gap-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} rounded="xl" tone="ink" className="h-16" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError title={t.failedEntries} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          <ul aria-label={t.entriesList} aria-busy={list.isFetching || undefined} className="overflow-hidden rounded-2xl border border-line bg-white">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} showDate={showDate} today={today} />
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2">
            <p className="text-sm text-ink-500" aria-live="polite">
              {(list.hasNextPage ? t.showing : t.showingAll)({ count: entries.length, shown: formatNumber(entries.length, language) })}
            </p>
            {list.hasNextPage && (
              <Button variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} loadingText={common.loading}>
                {common.loadMore}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
