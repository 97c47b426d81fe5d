import { queryOptions, useQuery } from '@tanstack/react-query';
import { barbersQuery } from '../../../lib/queries/barbers.js';
import { sortBarbers } from '../logic/sort-barbers.js';

/** docs/product/booking-rules.md#business-constants-and-limits: the barber cards' data is refreshed every 60 s while the home page is open. */
export const BARBER_CARD_REFRESH_MS = 60_000;

/**
 * GET /api/barbers as the home page lists it: the shared public list (same key, so the socket's
 * in-place wait patches land here) kept sorted by wait and refetched every minute.
 */
export const homeBarbersQuery = () =>
  queryOptions({
    ...barbersQuery(),
    refetchInterval: BARBER_CARD_REFRESH_MS,
    select: sortBarbers,
  });

/** The barbers for the home page's cards, shortest wait first. */
export function useHomeBarbers() {
  return useQuery(homeBarbersQuery());
}
