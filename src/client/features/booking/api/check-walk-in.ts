import { queryOptions, useQuery } from '@tanstack/react-query';
import { type WalkInCheck } from '../../../../shared/schemas/hours.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** Last call moves with the clock as well as with the queue, which no live message announces. */
const WALK_IN_REFRESH_MS = 30_000;

/**
 * GET /api/barbers/{id}/walk-in?services=: whether this walk-in still fits the barber's day (last
 * call, docs/product/chairs-day.md), with the expected start; when it does not, who else can take it today and
 * the barber's first free slots of their next working day.
 */
export function fetchWalkInCheck(barberId: number, serviceIds: readonly number[], signal?: AbortSignal): Promise<WalkInCheck> {
  return call(ROUTES.barberHours.walkInCheck, { params: { id: barberId }, query: { services: serviceIds.join(',') }, signal });
}

export const walkInCheckQuery = (barberId: number, serviceIds: readonly number[]) => {
  // One cache entry per set of services, whatever order they were picked in.
  const ids = [...serviceIds].sort((a, b) => a - b);
  return queryOptions({
    // Under the barber's live family: a new booking, a break or a changed wait rechecks it.
    queryKey: queryKeys.barberLive.walkIn(barberId, ids),
    queryFn: ({ signal }) => fetchWalkInCheck(barberId, ids, signal),
    refetchInterval: WALK_IN_REFRESH_MS,
  });
};

/** The walk-in check for a barber and services; idle until both are chosen. */
export function useWalkInCheck(barberId: number | undefined, serviceIds: readonly number[], enabled: boolean) {
  return useQuery({ ...walkInCheckQuery(barberId ?? 0, serviceIds), enabled: enabled && barberId !== undefined && serviceIds.length > 0 });
}
