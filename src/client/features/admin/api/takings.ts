import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { urlFor } from '../../../../shared/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { inShop } from '../../../lib/shop-base.js';

/** A range of shop dates, both included. */
export interface TakingsRange {
  from: string;
  to: string;
}

/** Entries per page of the list. */
export const TAKINGS_ENTRIES_PAGE = 30;

export const takingsReportQuery = (range: TakingsRange) =>
  queryOptions({
    // Under bookings.all: a booking completed and paid refetches the figures on screen (socket).
    queryKey: queryKeys.bookings.takings('admin', range.from, range.to),
    queryFn: ({ signal }) => call(ROUTES.takings.report, { query: { ...range }, signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/takings: the range's totals, each barber's share and each day's. */
export function useTakingsReport(range: TakingsRange) {
  return useQuery(takingsReportQuery(range));
}

/** GET /api/takings/entries: the range's entries, newest first, a page at a time ('Load more'). */
export function useTakingsEntries(range: TakingsRange) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.bookings.takingsEntries('admin', range.from, range.to),
      queryFn: ({ pageParam, signal }) =>
        call(ROUTES.takings.entries, { query: { ...range, cursor: pageParam, limit: TAKINGS_ENTRIES_PAGE }, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

/** Where the CSV of the range downloads from: the session cookie goes with the link. */
export function takingsCsvUrl(range: TakingsRange): string {
  return inShop(urlFor(ROUTES.takings.csv, {}, { ...range }));
}
