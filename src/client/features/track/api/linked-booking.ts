import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { saveManageToken } from '../../../lib/manage-tokens.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useSocketStatus } from '../../../lib/socket/use-socket.js';
import { TRACK_POLL_MS } from './track-bookings.js';

/** GET /api/bookings/{id}?token=: one booking for its owner (the link in each message carries the token). */
export function fetchLinkedBooking(bookingId: number, token: string | undefined, signal?: AbortSignal) {
  return call(ROUTES.bookings.get, { params: { id: bookingId }, query: { token }, signal });
}

/**
 * The socket invalidates this key on every event of the booking's barber (lib/socket/cache-updates.ts).
 * A token the server accepted is kept on this device, before anything renders the booking: its
 * Cancel and messages switch then work here, and the page opens again without the link.
 */
export const linkedBookingQuery = (bookingId: number, token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.bookings.detail(bookingId),
    queryFn: async ({ signal }) => {
      const booking = await fetchLinkedBooking(bookingId, token, signal);
      if (token) saveManageToken(bookingId, token);
      return booking;
    },
  });

/** The booking a link opened, live: socket events refetch it, and without a socket it is polled. */
export function useLinkedBooking(bookingId: number, token: string | undefined) {
  const socket = useSocketStatus();
  return useQuery({
    ...linkedBookingQuery(bookingId, token),
    refetchInterval: socket === 'connected' ? false : TRACK_POLL_MS,
  });
}
