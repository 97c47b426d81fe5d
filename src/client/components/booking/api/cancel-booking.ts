import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingStatusUpdate } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { withBookingStatus } from '../../../lib/socket/booking-cache.js';

export interface CancelBookingInput {
  bookingId: number;
  /** Proof of ownership for a browser without a customer session (docs/product/roles.md). */
  manageToken?: string | undefined;
}

/** PUT /api/bookings/{id}/status as the customer: cancelled by the customer. */
export function cancelBooking({ bookingId, manageToken }: CancelBookingInput): Promise<Booking> {
  const body: BookingStatusUpdate = { status: 'cancelled', cancelledBy: 'customer' };
  if (manageToken) body.manageToken = manageToken;
  return call(ROUTES.bookings.setStatus, { params: { id: bookingId }, body });
}

export interface CancelBookingCallbacks {
  onSuccess?: (booking: Booking, input: CancelBookingInput) => void;
  onError?: (error: unknown, input: CancelBookingInput) => void;
}

/**
 * Cancels a booking, then refetches everything it moves: the booking lists that hold it, its
 * barber's plan figures and the barber list's wait times. The callbacks given here run even when
 * the component that asked is gone by the time the answer comes (the live update may remove a
 * cancelled booking's card first), so they are the place for toasts.
 */
export function useCancelBooking(callbacks: CancelBookingCallbacks = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (booking, input) => {
      // Show it cancelled at once, wherever it is cached; the refetch below then drops it from active lists.
      client.setQueriesData({ queryKey: queryKeys.bookings.all }, (data: unknown) =>
        withBookingStatus(data, booking.id, booking.status, booking.cancelledBy),
      );
      callbacks.onSuccess?.(booking, input);
    },
    onError: (error, input) => {
      callbacks.onError?.(error, input);
    },
    onSettled: (booking) => {
      // Also after a refusal: the 15-minute rule may have closed meanwhile, and the card must say so.
      void client.invalidateQueries({ queryKey: queryKeys.bookings.all });
      if (booking) {
        void client.invalidateQueries({ queryKey: queryKeys.barberLive.barber(booking.barberId) });
        void client.invalidateQueries({ queryKey: queryKeys.barbers.all });
      }
    },
  });
}
