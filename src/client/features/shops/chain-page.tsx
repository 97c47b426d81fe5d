import type { ReactNode } from 'react';
import { ArrowRight, RefreshCw, Store, TriangleAlert } from 'lucide-react';
import { useParams } from 'wouter';
import { Button } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Container } from '../../components/ui/page.js';
import { useErrorText } from '../../lib/i18n/error-text.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { useNow } from '../../lib/use-now.js';
import { useChain, useChainSocket } from './api/chain.js';
import { CLOCK_TICK_MS, LiveTag, Loading } from './components/shop-results.js';
import { ShopRow } from './components/shop-row.js';
import { ShopsHero } from './components/shops-hero.js';
import { shopsTexts } from './texts.js';

/** No chain at this address (the hero says so): the way on is the platform's list of shops. */
function NoChain() {
  const t = useTexts(shopsTexts);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-3 text-base text-ink-700">
        <Store aria-hidden="true" className="size-5 shrink-0 text-bronze-700" />
        {t.allShopsText}
      </p>
      <Button asChild variant="primary" className="w-full sm:w-auto">
        <a href="/shops">
          {t.seeAllShops}
          <ArrowRight aria-hidden="true" />
        </a>
      </Button>
    </div>
  );
}

/**
 * /c/{slug} (docs/product/screens.md#chain): a chain's public page, every active branch, listed on
 * the platform or not, with its state, shortest wait and address and a way to get in line, each as
 * a row of /shops. Live on the list's socket. Only on the bare host, as the list is.
 */
export function ChainPage() {
  const { slug } = useParams<{ slug: string }>();
  const t = useTexts(shopsTexts);
  const errorText = useErrorText();
  const now = useNow(CLOCK_TICK_MS);
  const chain = useChain(slug);
  const live = useChainSocket(slug);
  const { data } = chain;

  const failure = chain.isError ? (
    <EmptyState
      tone="error"
      icon={<TriangleAlert />}
      title={t.chainLoadFailed}
      description={errorText.describe(chain.error, t.tryAgain)}
      actions={
        <Button variant="secondary" onClick={() => void chain.refetch()} loading={chain.isFetching} loadingText={t.retrying}>
          <RefreshCw aria-hidden="true" />
          {t.retry}
        </Button>
      }
    />
  ) : null;

  let body: ReactNode;
  if (!data) {
    body = failure ?? <Loading label={t.loadingBranches} />;
  } else {
    body = (
      <>
        {failure}
        <ul className="grid gap-4 lg:grid-cols-2">
          {data.branches.map((shop) => (
            <li key={shop.slug}>
              <ShopRow shop={shop} now={now} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="flex flex-1 flex-col">
      {data === null ? (
        <ShopsHero eyebrow="" title={t.noChain} lead={t.noChainText} />
      ) : (
        <ShopsHero eyebrow={t.chainEyebrow} title={data ? t.chainTitle({ name: data.name }) : t.chainEyebrow} lead={t.chainLead} />
      )}
      <Container className="flex flex-1 flex-col py-6 sm:py-10">
        {data === null ? (
          <NoChain />
        ) : (
          <section aria-labelledby="chain-branches-title" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
              <div className="flex flex-col gap-0.5">
                <h2 id="chain-branches-title" className="font-display text-2xl font-semibold text-ink-950">
                  {data ? t.branchCount({ count: data.branches.length }) : t.loadingBranches}
                </h2>
                {data && <p className="text-sm text-ink-500">{t.byName}</p>}
              </div>
              <LiveTag live={live} />
            </div>
            {body}
          </section>
        )}
      </Container>
    </div>
  );
}
