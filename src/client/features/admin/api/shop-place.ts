import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/contract/routes.js';
import type { ShopPlaceUpdate } from '../../../../shared/schemas/shop-list.js';
import { call } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/shop-settings/place: where the shop is and whether it is listed (docs/product/shop-list.md), the owner's only. */
export function fetchShopPlace(signal?: AbortSignal) {
  return call(ROUTES.shopList.place, { signal });
}

export const shopPlaceQuery = () =>
  queryOptions({
    queryKey: queryKeys.shopPlace,
    queryFn: ({ signal }) => fetchShopPlace(signal),
  });

/** The Shop tab's "Where the shop is" card. */
export function useShopPlace() {
  return useQuery(shopPlaceQuery());
}

/** PUT /api/shop-settings/place: the whole place at once; answers it as saved. */
export function updateShopPlace(place: ShopPlaceUpdate) {
  return call(ROUTES.shopList.updatePlace, { body: place });
}

/** Saves the place; the answer replaces the cached one at once. */
export function useUpdateShopPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateShopPlace,
    onSuccess: (place) => {
      client.setQueryData(queryKeys.shopPlace, place);
    },
  });
}
