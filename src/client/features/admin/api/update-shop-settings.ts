import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ShopSettingsUpdate } from '../../../../shared/schemas/shop-settings.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** PUT /api/shop-settings with only the fields that changed; answers the whole settings. */
export function updateShopSettings(update: ShopSettingsUpdate) {
  return call(ROUTES.shopSettings.update, { body: update });
}

/**
 * Every shop-settings edit of the dashboard. The answer replaces the cached settings at once; hours,
 * interval and zone move every barber's waits and free slots, so those are refetched too.
 */
export function useUpdateShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (settings) => {
      client.setQueryData(queryKeys.shopSettings, settings);
      return client.invalidateQueries({ queryKey: queryKeys.barberLive.all });
    },
  });
}
