import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Booking } from '../../../../shared/schemas/booking.js';
import type { MessagePreference } from '../../../../shared/schemas/message.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { mapBookings, someBooking } from '../../../lib/socket/booking-cache.js';

export interface MessagePreferenceInput {
  bookingId: number;
  /** True stops the messages about this booking; false starts them again. */
  stopped: boolean;
  /** Proof of ownership for a browser without a customer session (docs/product/roles.md). */
  manageToken?: string | undefined;
}

/** PUT /api/bookings/{id}/messages: answers the booking as it is now. */
export function setMessagePreference({ bookingId, stopped, manageToken }: MessagePreferenceInput): Promise<Booking> {
  const body: MessagePreference = { stopped };
  if (manageToken) body.manageToken = manageToken;
  return call(ROUTES.messages.preference, { params: { id: bookingId }, body });
}

/** Every cached answer with this booking shows `stopped` for it (the other bookings are kept as they are). */
function showStopped(client: QueryClient, bookingId: number, stopped: boolean): void {
  client.setQueriesData({ queryKey: queryKeys.bookings.all }, (data: unknown) =>
    mapBookings(data, (booking) =>
      booking.id === bookingId && (booking as Partial<Booking>).messagesStopped !== stopped ? { ...booking, messagesStopped: stopped } : booking,
    ),
  );
}

export interface MessagePreferenceCallbacks {
  onError?: (error: unknown, input: MessagePreferenceInput) => void;
}

/**
 * Stops or restarts a booking's messages, optimistically: every view of the booking shows the new
 * choice at once, and the old one again if the server refuses. The callbacks given here run even
 * when the asking component is gone (a live update may remove the card), so they are the place
 * for toasts.
 */
export function messagePreferenceMutation(client: QueryClient, callbacks: MessagePreferenceCallbacks = {}) {
  const holding = (bookingId: number) => ({
    queryKey: queryKeys.bookings.all,
    predicate: (query: { state: { data: unknown } }) => someBooking(query.state.data, (booking) => booking.id === bookingId),
  });
  return mutationOptions({
    mutationFn: setMessagePreference,
    onMutate: async (input: MessagePreferenceInput) => {
      // A refetch already on its way would bring the old choice back over the new one.
      await client.cancelQueries(holding(input.bookingId));
      showStopped(client, input.bookingId, input.stopped);
    },
    onSuccess: (booking: Booking) => {
      showStopped(client, booking.id, booking.messagesStopped);
    },
    onError: (error: Error, input: MessagePreferenceInput) => {
      showStopped(client, input.bookingId, !input.stopped);
      callbacks.onError?.(error, input);
    },
    onSettled: (_booking: Booking | undefined, _error: Error | null, input: MessagePreferenceInput) =>
      client.invalidateQueries(holding(input.bookingId)),
  });
}

export function useMessagePreference(callbacks: MessagePreferenceCallbacks = {}) {
  const client = useQueryClient();
  return useMutation(messagePreferenceMutation(client, callbacks));
}
