import { RefreshCw, Store, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { usePlatformShops } from '../api/platform.js';
import { platformTexts } from '../texts.js';
import { ShopCard } from './shop-card.js';

/** Every shop as a card; loading, failed and empty each say so. */
export function ShopList() {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const shops = usePlatformShops();
  if (shops.isPending) {
    return (
      <ul aria-busy="true" aria-label={t.loading} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton className="h-52 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (shops.isError) {
    const serverFault = shops.error instanceof ApiError && shops.error.status >= 500;
    return (
      <EmptyState
        tone="error"
        icon={<TriangleAlert />}
        title={t.loadFailed}
        description={serverFault ? t.tryAgain : errorText.describe(shops.error, t.tryAgain)}
        actions={
          <Button variant="secondary" onClick={() => void shops.refetch()} loading={shops.isFetching} loadingText={t.retrying}>
            <RefreshCw aria-hidden="true" />
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (shops.data.shops.length === 0) return <EmptyState icon={<Store />} title={t.noShops} description={t.noShopsLead} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {shops.data.shops.map((shop) => (
        <li key={shop.id}>
          <ShopCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}
