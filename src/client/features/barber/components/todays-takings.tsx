import { IndianRupee, RefreshCw } from 'lucide-react';
import { percentFromBasisPoints } from '../../../../shared/domain/commission.js';
import { Button } from '../../../components/ui/button.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { formatPaise } from '../../../lib/i18n/money.js';
import { formatNumber } from '../../../lib/i18n/numbers.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useNow } from '../../../lib/use-now.js';
import { useTodaysTakings } from '../api/todays-takings.js';
import { barberTakingsTexts } from '../texts-takings.js';

/** "Today's takings" (docs/product/money.md): the barber's own entries, total, tips and share at their commission. */
export function TodaysTakings() {
  const t = useTexts(barberTakingsTexts);
  const language = useLanguage();
  const clock = useShopClock();
  // The card moves on to the next date when the shop's day turns.
  const today = clock.shopDate(useNow(60_000));
  const takings = useTodaysTakings(today);
  const mine = takings.data?.barbers[0];
  const money = (paise: number) => formatPaise(paise, language);

  return (
    <section
      aria-labelledby="todays-takings"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-[0_1px_2px_rgb(14_14_16/0.04)] sm:p-5"
    >
      <h2 id="todays-takings" className="flex items-center gap-2 font-display text-lg font-semibold text-ink-950">
        <IndianRupee aria-hidden="true" className="size-5 text-bronze-700" />
        {t.title}
      </h2>
      {takings.data === undefined ? (
        takings.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-red-700">{t.failed}</p>
            <Button variant="outline" size="sm" onClick={() => void takings.refetch()} loading={takings.isFetching}>
              <RefreshCw aria-hidden="true" />
              {t.retry}
            </Button>
          </div>
        ) : (
          <div role="status" aria-label={t.loading} className="grid grid-cols-3 gap-2">
            {[0, 1, 2].map((cell) => (
              <Skeleton key={cell} className="h-12" />
            ))}
          </div>
        )
      ) : (
        <div aria-live="polite" className="flex flex-col gap-3">
          <dl className="grid grid-cols-3 gap-2 sm:gap-4">
            <div className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-500 [&:lang(hi)]:tracking-normal">{t.total}</dt>
              <dd className="font-display text-xl font-semibold tabular-nums text-ink-950 sm:text-2xl">{money(takings.data.totals.receivedPaise)}</dd>
              <dd className="text-xs text-ink-500">
                {t.payments({ count: takings.data.totals.entries, shown: formatNumber(takings.data.totals.entries, language) })}
              </dd>
            </div>
            <div className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-500 [&:lang(hi)]:tracking-normal">{t.tips}</dt>
              <dd className="font-display text-xl font-semibold tabular-nums text-ink-950 sm:text-2xl">{money(takings.data.totals.tipsPaise)}</dd>
            </div>
            <div className="flex min-w-0 flex-col gap-0.5 rounded-xl bg-gold-200/60 px-2.5 py-1.5">
              <dt className="text-xs font-semibold text-bronze-800">{t.share({ rate: percentFromBasisPoints(mine?.commissionBasisPoints ?? 0) })}</dt>
              <dd className="font-display text-xl font-semibold tabular-nums text-ink-950 sm:text-2xl" data-testid="barber-share">
                {money(mine?.sharePaise ?? 0)}
              </dd>
            </div>
          </dl>
          {takings.data.totals.entries === 0 ? (
            <p className="text-sm text-ink-500">{t.none}</p>
          ) : (
            <p className="text-xs text-ink-500">{t.shareHint}</p>
          )}
          {takings.data.totals.unpaidPaise > 0 && (
            <p className="text-sm font-semibold text-orange-800">{t.unpaid({ amount: money(takings.data.totals.unpaidPaise) })}</p>
          )}
        </div>
      )}
    </section>
  );
}
