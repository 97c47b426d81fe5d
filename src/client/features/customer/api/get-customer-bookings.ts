import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/customer/{id}/bookings: every booking of the customer, newest first. */
export function fetchCustomerBookings(customerId: number, signal?: AbortSignal): Promise<Booking[]> {
  return call(ROUTES.customers.bookingsOf, { params: { id: customerId }, signal });
}

/** The account's booking history; live booking events refetch it (lib/socket). */
export const customerBookingsQuery = (customerId: number) =>
  queryOptions({
    queryKey: queryKeys.bookings.customer(customerId),
    queryFn: ({ signal }) => fetchCustomerBookings(customerId, signal),
  });

export function useCustomerBookings(customerId: number) {
  return useQuery(customerBookingsQuery(customerId));
}
