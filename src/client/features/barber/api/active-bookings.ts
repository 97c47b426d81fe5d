import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeBookingsResponseSchema } from '../../../../shared/schemas/booking.js';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/bookings/barber-by-id/{id}/active: booked slots, and the bookings themselves for their barber. */
export function fetchActiveBookings(barberId: number, signal?: AbortSignal) {
  return api.get(`/api/bookings/barber-by-id/${barberId}/active`, {
    schema: activeBookingsResponseSchema,
    ...(signal ? { signal } : {}),
  });
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
