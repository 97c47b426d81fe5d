import { QueryClient } from '@tanstack/react-query';

/** docs/product/booking-rules.md#business-constants-and-limits: barbers, services and shop settings are fresh for 30 s and kept for 10 minutes. */
export const SHOP_DATA_STALE_MS = 30_000;
export const SHOP_DATA_GC_MS = 10 * 60_000;

/**
 * Settings for the shop's shared data (barbers, services, shop settings). docs/product/booking-rules.md#business-constants-and-limits: no refetch on
 * focus or mount; the live socket and the 30 s prefetch staleness keep them current.
 */
export const shopDataQueryDefaults = {
  staleTime: SHOP_DATA_STALE_MS,
  gcTime: SHOP_DATA_GC_MS,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
} as const;

/**
 * The app's query client with the documented defaults (docs/product/booking-rules.md#business-constants-and-limits): no retries, data never stale by age, no
 * refetch on window focus, no polling. Live data is refreshed by the socket invalidating it.
 * A change made while the browser is offline fails at once instead of waiting to be sent when
 * the network returns (TanStack's default): by then the queue has moved on, and the person who
 * tapped must see it did not happen (docs/product/architecture.md#reach).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
