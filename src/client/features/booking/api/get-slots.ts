import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import type { SlotsResponse } from '../logic/slot-choices.js';

/** Grid times move into the past as the clock runs, which no live message announces. */
const SLOTS_REFRESH_MS = 60_000;

/**
 * GET /api/barbers/{id}/slots: the bookable dates and one date's grid, each time available or
 * with its reason. Without a date the server answers for the first bookable one.
 */
export function fetchSlots(barberId: number, date: string | null, serviceIds: readonly number[], signal?: AbortSignal): Promise<SlotsResponse> {
  const query = { date, services: serviceIds.length > 0 ? serviceIds.join(',') : undefined };
  return call(ROUTES.waitTime.slots, { params: { id: barberId }, query, signal });
}

export const slotsQuery = (barberId: number, date: string | null, serviceIds: readonly number[]) => {
  // One cache entry per set of services, whatever order they were picked in.
  const ids = [...serviceIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: queryKeys.barberLive.slots(barberId, date, ids),
    queryFn: ({ signal }) => fetchSlots(barberId, date, ids, signal),
    refetchInterval: SLOTS_REFRESH_MS,
    // Changing the date or a service keeps the old grid on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
};

/** The slot grid of a barber; refetched live when that barber's bookings change. */
export function useSlots(barberId: number | undefined, date: string | null, serviceIds: readonly number[]) {
  return useQuery({ ...slotsQuery(barberId ?? 0, date, serviceIds), enabled: barberId !== undefined });
}
