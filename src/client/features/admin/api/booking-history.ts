import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type HistoryPageQuery } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** The Booking History tab's filters as the endpoint takes them (page size and cursor aside). */
export type HistoryQuery = Pick<HistoryPageQuery, 'status'> & Partial<Pick<HistoryPageQuery, 'barberId' | 'from' | 'to'>>;

/** Rows per page: a screenful on a desktop, a few scrolls on a phone. */
export const HISTORY_PAGE_SIZE = 30;

/** GET /api/bookings/history: one page of finished bookings, newest first. */
export function fetchHistoryPage(query: HistoryQuery, cursor: string | null, signal?: AbortSignal) {
  return call(ROUTES.bookings.history, { query: { ...query, cursor, limit: HISTORY_PAGE_SIZE }, signal });
}

export const bookingHistoryQuery = (query: HistoryQuery) =>
  infiniteQueryOptions({
    // Under bookings.all: any booking that finishes refetches the pages on screen (socket).
    queryKey: queryKeys.bookings.history({ ...query, scope: 'admin' }),
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Pages of the admin's booking history; `fetchNextPage` is the 'Load more' button. */
export function useBookingHistory(query: HistoryQuery) {
  return useInfiniteQuery(bookingHistoryQuery(query));
}
