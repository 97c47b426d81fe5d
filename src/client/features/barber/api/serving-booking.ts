import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Booking } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { ApiError } from '../../../lib/api-errors.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** docs/product/booking-rules.md#business-constants-and-limits: the serving booking refreshes every 30 s, and on every live event of this barber. */
export const SERVING_REFRESH_MS = 30_000;

/** GET /api/bookings/barber/{id}/serving: the booking in the chair, or null when nobody is (404). */
export async function fetchServingBooking(barberId: number, signal?: AbortSignal): Promise<Booking | null> {
  try {
    return await call(ROUTES.barberBookings.serving, { params: { barberId }, signal });
  } catch (error) {
    // Only 404 means an empty chair; a 401 is a lost session and must surface as an error.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const servingBookingQuery = (barberId: number) =>
  queryOptions({
    queryKey: queryKeys.bookings.barberServing(barberId),
    queryFn: ({ signal }) => fetchServingBooking(barberId, signal),
    refetchInterval: SERVING_REFRESH_MS,
  });

/** The booking in this barber's chair; `dataUpdatedAt` is when its remaining time was read. */
export function useServingBooking(barberId: number) {
  return useQuery(servingBookingQuery(barberId));
}
