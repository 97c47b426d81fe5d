import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** docs/product/booking-rules.md#business-constants-and-limits: a barber's wait time refreshes every 30 s, and on every waitTimeUpdated. */
export const WAIT_TIME_REFRESH_MS = 30_000;

/** GET /api/barbers/{id}/wait-time: when a new walk-in would be served (docs/product/booking-rules.md#the-barbers-wait). */
export function fetchNextAvailable(barberId: number, signal?: AbortSignal) {
  return call(ROUTES.waitTime.barberWaitTime, { params: { barberId }, signal });
}

export const nextAvailableQuery = (barberId: number) =>
  queryOptions({
    queryKey: queryKeys.barberLive.waitTime(barberId),
    queryFn: ({ signal }) => fetchNextAvailable(barberId, signal),
    refetchInterval: WAIT_TIME_REFRESH_MS,
  });

/** The Next Available card: the planned start of a walk-in who joined now. */
export function useNextAvailable(barberId: number) {
  return useQuery(nextAvailableQuery(barberId));
}
