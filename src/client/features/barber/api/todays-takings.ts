import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { call } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/takings for one shop date: the server answers only the barber's own figures (docs/product/money.md). */
export const todaysTakingsQuery = (date: string) =>
  queryOptions({
    // Under bookings.all: a completed and paid booking refetches the card (socket).
    queryKey: queryKeys.bookings.takings('barber', date, date),
    queryFn: ({ signal }) => call(ROUTES.takings.report, { query: { from: date, to: date }, signal }),
    placeholderData: (previous) => previous,
  });

/** The barber's takings of a shop date, today's on the dashboard. */
export function useTodaysTakings(date: string) {
  return useQuery(todaysTakingsQuery(date));
}
