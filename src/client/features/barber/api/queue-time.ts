import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** docs/product/booking-rules.md#business-constants-and-limits: barber data is refreshed at least once a minute; live wait updates do it sooner. */
export const QUEUE_TIME_REFRESH_MS = 60_000;

/** GET /api/barbers/{id}/queue-time: minutes of work ahead, and who is in the chair. */
export function fetchQueueTime(barberId: number, signal?: AbortSignal) {
  return call(ROUTES.waitTime.queueTime, { params: { id: barberId }, signal });
}

export const queueTimeQuery = (barberId: number) =>
  queryOptions({
    queryKey: queryKeys.barberLive.queueTime(barberId),
    queryFn: ({ signal }) => fetchQueueTime(barberId, signal),
    refetchInterval: QUEUE_TIME_REFRESH_MS,
  });

export function useQueueTime(barberId: number) {
  return useQuery(queueTimeQuery(barberId));
}
