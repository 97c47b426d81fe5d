import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReassignResult } from '../../../../shared/schemas/booking-desk.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { invalidateBarbers } from './invalidate.js';

/** The barber's queue (GET /api/bookings/barber/{id}/queue), counted as the walk-ins a reassignment would move. */
const waitingWalkInsQuery = (barberId: number) =>
  queryOptions({
    queryKey: queryKeys.bookings.barberQueue(barberId),
    queryFn: ({ signal }) => call(ROUTES.barberBookings.queue, { params: { barberId }, signal }),
    select: (queue) => queue.filter((booking) => booking.bookingType === 'queue' && booking.status === 'waiting').length,
    staleTime: 0,
  });

/** How many walk-ins wait for this barber, read while `enabled` (the confirm dialog is open). */
export function useWaitingWalkIns(barberId: number, enabled: boolean) {
  return useQuery({ ...waitingWalkInsQuery(barberId), enabled });
}

/** POST /api/barbers/{id}/reassign: every waiting walk-in of this barber to whoever can serve them soonest. */
export function reassignWaiting(barberId: number): Promise<ReassignResult> {
  return call(ROUTES.bookingDesk.reassign, { params: { id: barberId } });
}

export function useReassignWaiting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reassignWaiting,
    onSettled: () => Promise.all([invalidateBarbers(client), client.invalidateQueries({ queryKey: queryKeys.bookings.all })]),
  });
}
