import type { ReactNode } from 'react';
import { RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { StatusDot } from '../../../components/ui/status-dot.js';
import { cn } from '../../../lib/cn.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useNow } from '../../../lib/use-now.js';
import type { useShopList } from '../api/shop-list.js';
import { shopsTexts } from '../texts.js';
import { ShopRow } from './shop-row.js';

/** Waits are in whole minutes and states turn on the minute: a look this often keeps both current. */
export const CLOCK_TICK_MS = 15_000;

export interface ShopResultsProps {
  list: ReturnType<typeof useShopList>;
  /** The search the list was asked with ('' for none). */
  search: string;
  /** Whether the list's socket is up. */
  live: boolean;
}

/** 'Live' with a pulsing dot while the socket is up, 'Updating' while it reconnects. */
export function LiveTag({ live }: { live: boolean }) {
  const t = useTexts(shopsTexts);
  return (
    <span className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-bronze-700 [&:lang(hi)]:tracking-normal">
      <StatusDot tone={live ? 'success' : 'neutral'} pulse={live} />
      {live ? t.live : t.updating}
    </span>
  );
}

/** Placeholder rows while the first answer comes, named `label` (the list's own by default). */
export function Loading({ label }: { label?: string }) {
  const t = useTexts(shopsTexts);
  return (
    <ul aria-busy="true" aria-label={label ?? t.loading} className="grid gap-4 lg:grid-cols-2">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Skeleton tone="ink" rounded="2xl" className="h-48 w-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The list (docs/product/screens.md#shops): how many shops and in what order, then a row each; a
 * placeholder while the first answer comes, "No shops found" with a hint, or the failure with Retry.
 * While another search is asked the rows shown stay, dimmed.
 */
export function ShopResults({ list, search, live }: ShopResultsProps) {
  const t = useTexts(shopsTexts);
  const errorText = useErrorText();
  const now = useNow(CLOCK_TICK_MS);
  const { data } = list;
  // Nearest first whenever the answer measured a distance; else by area (which is also how shops with no pin rank).
  const near = data?.shops.some((shop) => shop.distanceKm !== null) ?? false;

  const retry = (
    <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching} loadingText={t.retrying}>
      <RefreshCw aria-hidden="true" />
      {t.retry}
    </Button>
  );
  const failure = list.isError ? (
    <EmptyState tone="error" icon={<TriangleAlert />} title={t.loadFailed} description={errorText.describe(list.error, t.tryAgain)} actions={retry} />
  ) : null;

  let body: ReactNode;
  if (!data) {
    body = failure ?? <Loading />;
  } else if (data.shops.length === 0) {
    body = (
      <>
        {failure}
        <EmptyState icon={<SearchX />} title={t.noShops} description={search === '' ? t.noShopsAtAll : t.noShopsSearch({ search })} />
      </>
    );
  } else {
    body = (
      <>
        {failure}
        <ul aria-busy={list.isPlaceholderData || undefined} className={cn('grid gap-4 transition-opacity lg:grid-cols-2', list.isPlaceholderData && 'opacity-60')}>
          {data.shops.map((shop) => (
            <li key={shop.slug}>
              <ShopRow shop={shop} now={now} />
            </li>
          ))}
        </ul>
        {data.total > data.shops.length && (
          <p className="rounded-xl border border-dashed border-line bg-white/60 px-4 py-3 text-center text-sm text-ink-600">
            {t.capped({ shown: data.shops.length, total: data.total })}
          </p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="shops-list-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="flex flex-col gap-0.5">
          <h2 id="shops-list-title" className="font-display text-2xl font-semibold text-ink-950">
            {data && data.total > 0 ? t.count({ count: data.total }) : t.listHeading}
          </h2>
          {data?.total !== 0 && <p className="text-sm text-ink-500">{near ? t.nearYou : t.byArea}</p>}
        </div>
        <LiveTag live={live} />
      </div>
      {body}
    </section>
  );
}
