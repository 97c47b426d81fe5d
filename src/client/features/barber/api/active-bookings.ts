import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/bookings/barber-by-id/{id}/active: booked slots, and the bookings themselves for their barber. */
export function fetchActiveBookings(barberId: number, signal?: AbortSignal) {
  return call(ROUTES.barberBookings.active, { params: { id: barberId }, signal });
}

export const activeBookingsQuery = (barberId: number) =>
  queryOptions({
    queryKey: queryKeys.barberLive.active(barberId),
    queryFn: ({ signal }) => fetchActiveBookings(barberId, signal),
  });

/** How many bookings are active (in the chair or waiting): the Active Bookings card. */
export function useActiveBookingCount(barberId: number) {
  return useQuery({ ...activeBookingsQuery(barberId), select: (answer) => answer.bookings?.length ?? 0 });
}
