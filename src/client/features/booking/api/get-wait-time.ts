import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** docs/product/booking-rules.md#business-constants-and-limits: the specific wait refreshes every 30 s, besides the socket's waitTimeUpdated. */
const WAIT_REFRESH_MS = 30_000;

/** GET /api/barbers/{id}/wait-time: when a walk-in joining now would be served, from the plan. */
export function fetchWaitTime(barberId: number, signal?: AbortSignal) {
  return call(ROUTES.waitTime.barberWaitTime, { params: { barberId }, signal });
}

export const waitTimeQuery = (barberId: number) =>
  queryOptions({
    queryKey: queryKeys.barberLive.waitTime(barberId),
    queryFn: ({ signal }) => fetchWaitTime(barberId, signal),
    refetchInterval: WAIT_REFRESH_MS,
  });

/** The expected time a new walk-in would get with this barber, kept current. */
export function useWaitTime(barberId: number | undefined) {
  return useQuery({ ...waitTimeQuery(barberId ?? 0), enabled: barberId !== undefined });
}
