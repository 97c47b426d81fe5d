import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RunningLateMinutes } from '../../../../shared/constants.js';
import type { ArrivalUpdate, RunningLate } from '../../../../shared/schemas/arrival.js';
import { type Booking } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** PUT /api/bookings/{id}/arrival: "I'm here" (or away again); the booking as it is now. */
export function setArrival(bookingId: number, arrived: boolean, manageToken?: string): Promise<Booking> {
  const body: ArrivalUpdate = { arrived };
  if (manageToken) body.manageToken = manageToken;
  return call(ROUTES.arrival.arrival, { params: { id: bookingId }, body });
}

/** PUT /api/bookings/{id}/late: "Running late, 10 / 20 min"; the booking with its new expected start. */
export function sayRunningLate(bookingId: number, minutes: RunningLateMinutes, manageToken?: string): Promise<Booking> {
  const body: RunningLate = { minutes };
  if (manageToken) body.manageToken = manageToken;
  return call(ROUTES.arrival.late, { params: { id: bookingId }, body });
}

export type ArrivalAction = { kind: 'arrival'; arrived: boolean } | { kind: 'late'; minutes: RunningLateMinutes };

export interface ArrivalInput {
  bookingId: number;
  action: ArrivalAction;
  manageToken?: string | undefined;
}

function send({ bookingId, action, manageToken }: ArrivalInput): Promise<Booking> {
  return action.kind === 'arrival' ? setArrival(bookingId, action.arrived, manageToken) : sayRunningLate(bookingId, action.minutes, manageToken);
}

/**
 * Arrival and running late, from the tracking page or the barber's queue. Every view of bookings is
 * refetched after it (the live event does the same on every other screen): the plan moved.
 */
export function useArrivalMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        client.invalidateQueries({ queryKey: queryKeys.barberLive.all }),
      ]),
  });
}
