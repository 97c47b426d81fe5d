import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reassignResultSchema, type ReassignResult } from '../../../../shared/schemas/booking-desk.js';
import { bookingSchema } from '../../../../shared/schemas/booking.js';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { invalidateBarbers } from './invalidate.js';

const queueSchema = z.array(bookingSchema);

/** The barber's queue (GET /api/bookings/barber/{id}/queue), counted as the walk-ins a reassignment would move. */
const waitingWalkInsQuery = (barberId: number) =>
  queryOptions({
    queryKey: queryKeys.bookings.barberQueue(barberId),
    queryFn: ({ signal }) => api.get(`/api/bookings/barber/${barberId}/queue`, { schema: queueSchema, signal }),
    select: (queue) => queue.filter((booking) => booking.bookingType === 'queue' && booking.status === 'waiting').length,
    staleTime: 0,
  });

/** How many walk-ins wait for this barber, read while `enabled` (the confirm dialog is open). */
export function useWaitingWalkIns(barberId: number, enabled: boolean) {
  return useQuery({ ...waitingWalkInsQuery(barberId), enabled });
}

/** POST /api/barbers/{id}/reassign: every waiting walk-in of this barber to whoever can serve them soonest. */
export function reassignWaiting(barberId: number): Promise<ReassignResult> {
  return api.post(`/api/barbers/${barberId}/reassign`, undefined, { schema: reassignResultSchema });
}

export function useReassignWaiting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reassignWaiting,
    onSettled: () => Promise.all([invalidateBarbers(client), client.invalidateQueries({ queryKey: queryKeys.bookings.all })]),
  });
}
