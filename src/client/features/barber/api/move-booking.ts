import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Booking } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { invalidateBarberBookings } from './invalidate-barber.js';

export interface MoveRequest {
  bookingId: number;
  /** The chair it leaves. */
  fromBarberId: number;
  /** The chair it joins. */
  barberId: number;
}

/** PUT /api/bookings/{id}/barber: a waiting walk-in moves to another barber; the booking as it is now. */
export function moveBooking({ bookingId, barberId }: MoveRequest): Promise<Booking> {
  return call(ROUTES.bookingDesk.move, { params: { id: bookingId }, body: { barberId } });
}

/** The move, then both chairs' views and every barber's wait refetched (the live event does the same elsewhere). */
export function useMoveBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveBooking,
    onSettled: (_data, _error, request) =>
      Promise.all([
        invalidateBarberBookings(client, request.fromBarberId),
        invalidateBarberBookings(client, request.barberId),
        client.invalidateQueries({ queryKey: queryKeys.barbers.lists }),
      ]),
  });
}
