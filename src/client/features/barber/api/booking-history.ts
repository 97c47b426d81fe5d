import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import type { BarberHistoryQuery } from '../logic/history-filters.js';

/** Rows per page: a few phone screens. */
export const HISTORY_PAGE_SIZE = 20;

/** GET /api/bookings/history for one barber: a page of finished bookings, newest first. */
export function fetchHistoryPage(barberId: number, query: BarberHistoryQuery, cursor: string | null, signal?: AbortSignal) {
  return call(ROUTES.bookings.history, { query: { barberId, ...query, cursor, limit: HISTORY_PAGE_SIZE }, signal });
}

export const barberHistoryQuery = (barberId: number, query: BarberHistoryQuery) =>
  infiniteQueryOptions({
    // Under the barber's history key: a booking of theirs that finishes refetches what is on screen.
    queryKey: [...queryKeys.bookings.barberHistory(barberId), query] as const,
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(barberId, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * Pages of this barber's history; `fetchNextPage` is 'Load more'. While other filters load, the
 * last list stays on screen (`isPlaceholderData`) instead of blinking to a skeleton.
 */
export function useBarberHistory(barberId: number, query: BarberHistoryQuery) {
  return useInfiniteQuery({ ...barberHistoryQuery(barberId, query), placeholderData: keepPreviousData });
}
