import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bookingSchema } from '../../../../shared/schemas/booking.js';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

const queueSchema = z.array(bookingSchema);

/** GET /api/bookings/barber/{id}/queue: the waiting bookings in plan order. */
export function fetchBarberQueue(barberId: number, signal?: AbortSignal) {
  return api.get(`/api/bookings/barber/${barberId}/queue`, { schema: queueSchema, ...(signal ? { signal } : {}) });
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
