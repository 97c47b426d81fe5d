import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '../../../shared/schemas/shop-settings.js';
import { call } from '../api-client.js';
import { ROUTES } from '../../../shared/contract/routes.js';
import { shopDataQueryDefaults } from '../query-client.js';
import { queryKeys } from '../query-keys.js';

/** GET /api/shop-settings: open or closed, hours, slot interval, time zone, name and contact. */
export function fetchShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return call(ROUTES.shopSettings.get, { signal });
}

export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.shopSettings,
    queryFn: ({ signal }) => fetchShopSettings(signal),
    ...shopDataQueryDefaults,
  });

/** The shop's settings (prefetched at start); `enabled` false leaves them unasked. */
export function useShopSettings(enabled = true) {
  return useQuery({ ...shopSettingsQuery(), enabled });
}
