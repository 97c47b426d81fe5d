import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** The periods the report covers, in days. */
export type AccuracyDays = 7 | 30;

/** GET /api/accuracy?days=: promised against actual starts of the walk-ins served in the period. */
export function fetchAccuracyReport(days: AccuracyDays, signal?: AbortSignal) {
  return call(ROUTES.accuracy.report, { query: { days }, signal });
}

export const accuracyReportQuery = (days: AccuracyDays) =>
  queryOptions({
    // Under bookings.all: a walk-in served or finished refetches the report on screen (socket).
    queryKey: queryKeys.bookings.accuracy(days),
    queryFn: ({ signal }) => fetchAccuracyReport(days, signal),
    // The period's days roll over at midnight without any booking event.
    refetchInterval: 5 * 60_000,
    placeholderData: (previous) => previous,
  });

/** The Wait Accuracy tab's report for the last 7 or 30 days. */
export function useAccuracyReport(days: AccuracyDays) {
  return useQuery(accuracyReportQuery(days));
}
