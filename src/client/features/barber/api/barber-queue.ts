import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/bookings/barber/{id}/queue: the waiting bookings in plan order. */
export function fetchBarberQueue(barberId: number, signal?: AbortSignal) {
  return call(ROUTES.barberBookings.queue, { params: { barberId }, signal });
}

export const barberQueueQuery = (barberId: number) =>
  queryOptions({
    queryKey: queryKeys.bookings.barberQueue(barberId),
    queryFn: ({ signal }) => fetchBarberQueue(barberId, signal),
  });

/** This barber's queue; the socket refetches it whenever one of their bookings changes. */
export function useBarberQueue(barberId: number) {
  return useQuery(barberQueueQuery(barberId));
}
