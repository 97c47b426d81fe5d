import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Nearby } from '../../../../shared/schemas/branches.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/**
 * The other shop's waits move without a message on this shop's socket, which carries this shop's
 * changes only (docs/product/architecture.md#live-updates).
 */
const NEARBY_REFRESH_MS = 60_000;

/**
 * GET /api/nearby?services=: another branch of this shop, or a listed shop nearby, that would start
 * a walk-in joining now at least 20 minutes earlier for the same services, or null
 * (docs/product/shop-list.md#shorter-wait-nearby).
 */
export function fetchNearby(serviceIds: readonly number[], signal?: AbortSignal): Promise<Nearby> {
  return call(ROUTES.branches.nearby, { query: { services: serviceIds.join(',') }, signal });
}

export const nearbyQuery = (serviceIds: readonly number[]) => {
  // One cache entry per set of services, whatever order they were picked in.
  const ids = [...serviceIds].sort((a, b) => a - b);
  return queryOptions({
    // Under the live family: any barber's wait or booking here moves this shop's start.
    queryKey: queryKeys.barberLive.nearby(ids),
    queryFn: ({ signal }) => fetchNearby(ids, signal),
    refetchInterval: NEARBY_REFRESH_MS,
    // Coming back to services chosen before asks again: the other shop's queue has moved since.
    staleTime: 0,
  });
};

/** The suggestion for a walk-in with these services; idle until services are chosen. */
export function useNearby(serviceIds: readonly number[]) {
  return useQuery({ ...nearbyQuery(serviceIds), enabled: serviceIds.length > 0 });
}
