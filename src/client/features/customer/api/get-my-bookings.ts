import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** docs/product/booking-rules.md#business-constants-and-limits: customer bookings are refetched every 30 s, besides every live booking event. */
export const MY_BOOKINGS_REFRESH_MS = 30_000;

/** GET /api/customer/bookings?customerId={id}: the same list, as My Bookings polls it (docs/product/api.md). */
export function fetchMyBookings(customerId: number, signal?: AbortSignal): Promise<Booking[]> {
  return call(ROUTES.customers.bookings, { query: { customerId }, signal });
}

export const myBookingsQuery = (customerId: number) =>
  queryOptions({
    queryKey: queryKeys.bookings.customerPolled(customerId),
    queryFn: ({ signal }) => fetchMyBookings(customerId, signal),
    refetchInterval: MY_BOOKINGS_REFRESH_MS,
  });

export function useMyBookings(customerId: number) {
  return useQuery(myBookingsQuery(customerId));
}
