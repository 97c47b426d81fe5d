import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { call } from '../../../lib/api-client.js';
import type { Spot } from '../logic/spot.js';

/** What the list is asked: the visitor's spot (kept in the page's memory only) and the search. */
export interface ShopListAsk {
  spot: Spot | null;
  search: string;
}

/** The list's queries; no shop's query shares them (docs/product/screens.md#shops). */
export const shopListKeys = {
  all: ['shop-list'] as const,
  list: ({ spot, search }: ShopListAsk) => ['shop-list', spot?.latitude ?? null, spot?.longitude ?? null, search] as const,
};

/**
 * GET /api/platform/shop-list: nearest first from the visitor's spot, else by area; a search keeps
 * the shops whose name, area or PIN code holds it. The spot is sent as the query and never kept
 * (docs/product/screens.md#shops). While a new search or spot is asked, the last answer stays on
 * screen. The socket keeps each answer live (use-shop-list-socket.ts).
 */
export function useShopList(ask: ShopListAsk) {
  return useQuery({
    queryKey: shopListKeys.list(ask),
    queryFn: ({ signal }) =>
      call(ROUTES.shopList.list, {
        signal,
        query: { lat: ask.spot?.latitude, lng: ask.spot?.longitude, q: ask.search === '' ? undefined : ask.search },
      }),
    placeholderData: keepPreviousData,
    // Answers for other searches are of no use once the visitor has moved on.
    gcTime: 60_000,
  });
}
