import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.js';
import { barbersQuery } from './barbers.js';
import { servicesQuery } from './services.js';
import { shopSettingsQuery } from './shop-settings.js';

// A failed prefetch is not an error yet: the page that needs the data shows its own error state.
const ignore = () => undefined;

/**
 * Starts loading what almost every page shows (docs/product/api.md: prefetched at start). Data younger than
 * 30 s is left alone, so calling this on every hover costs nothing.
 */
export function prefetchShopData(client: QueryClient): void {
  client.query(shopSettingsQuery()).catch(ignore);
  prefetchBookingData(client);
}

/** Barbers and services, for the booking page: on hover, touch or focus of a booking link (docs/product/screens.md). */
export function prefetchBookingData(client: QueryClient): void {
  client.query(barbersQuery()).catch(ignore);
  client.query(servicesQuery()).catch(ignore);
}

/** Refetches the shop's shared data; the signed-in user changed (docs/product/api.md). */
export function refreshShopData(client: QueryClient): void {
  for (const queryKey of [queryKeys.shopSettings, queryKeys.barbers.all, queryKeys.services]) {
    void client.invalidateQueries({ queryKey, refetchType: 'all' });
  }
}
