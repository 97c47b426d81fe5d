import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** The periods the Numbers tab offers, in weeks. */
export const NUMBER_PERIODS = [4, 12, 26, 52] as const;
export type NumbersWeeks = (typeof NUMBER_PERIODS)[number];

/** GET /api/numbers?weeks=: the owner's numbers (docs/product/money.md). */
export function fetchNumbersReport(weeks: NumbersWeeks, signal?: AbortSignal) {
  return call(ROUTES.numbers.report, { query: { weeks }, signal });
}

export const numbersReportQuery = (weeks: NumbersWeeks) =>
  queryOptions({
    queryKey: queryKeys.numbers(weeks),
    queryFn: ({ signal }) => fetchNumbersReport(weeks, signal),
    // Whole weeks and months: a few minutes old is as good as new.
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });

/** The Numbers tab's report for the last `weeks` weeks. */
export function useNumbersReport(weeks: NumbersWeeks) {
  return useQuery(numbersReportQuery(weeks));
}
