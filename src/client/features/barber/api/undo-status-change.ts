import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Booking } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { invalidateBarberBookings } from './invalidate-barber.js';

export interface UndoRequest {
  barberId: number;
  bookingId: number;
  /** The status change's seq, from its answer. */
  seq: number;
}

/** POST /api/bookings/{id}/undo: takes back the booking's latest status change, within its window. */
export function undoStatusChange({ bookingId, seq }: UndoRequest): Promise<Booking> {
  return call(ROUTES.bookingDesk.undo, { params: { id: bookingId }, body: { seq } });
}

export function useUndoStatusChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoStatusChange,
    onSettled: (_data, _error, request) => invalidateBarberBookings(client, request.barberId),
  });
}
