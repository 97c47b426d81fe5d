import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useShopPlace } from '../../api/shop-place.js';
import { shopTexts } from '../../texts-shop.js';
import { LoadError } from '../load-error.js';
import { ShopPlaceForm } from './shop-place-form.js';

/**
 * "Where the shop is" (docs/product/shop-list.md#where-a-shop-is-and-whether-it-is-listed): area, PIN code, location
 * and whether the shop is on the platform's list of shops. Read apart from the shop settings, so it
 * has its own loading and failure.
 */
export function ShopPlaceCard() {
  const t = useTexts(shopTexts);
  const place = useShopPlace();
  return (
    <Card aria-busy={place.isPending || undefined}>
      <CardHeader>
        <CardTitle>{t.placeTitle}</CardTitle>
        <CardDescription>{t.placeDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {place.isPending ? (
          <div role="status" aria-label={t.placeLoading} className="flex flex-col gap-4">
            <Skeleton rounded="lg" tone="ink" className="h-[4.5rem]" />
            <Skeleton rounded="lg" tone="ink" className="h-[4.5rem]" />
            <Skeleton rounded="xl" tone="ink" className="h-20" />
          </div>
        ) : place.isError ? (
          <LoadError title={t.placeFailedLoad} error={place.error} onRetry={() => void place.refetch()} retrying={place.isFetching} />
        ) : (
          <ShopPlaceForm place={place.data} />
        )}
      </CardContent>
    </Card>
  );
}
