import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { trackResponseSchema } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { ApiError } from '../../../lib/api-errors.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useSocketStatus } from '../../../lib/socket/use-socket.js';

export type TrackItem = z.infer<typeof trackResponseSchema>[number];

/** docs/product/api.md: while the socket is down the booking card polls every 10 s. */
export const TRACK_POLL_MS = 10_000;

/**
 * GET /api/bookings/track/{phone}: the phone's active bookings with their waits. The server's 404
 * means "none" (docs/product/api.md), so it is an empty list here, not an error: a booking that completes
 * while the page is open simply leaves the list.
 */
export async function fetchTrackedBookings(phone: string, signal?: AbortSignal): Promise<TrackItem[]> {
  try {
    return await call(ROUTES.bookings.track, { params: { phone }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** The socket invalidates this key on every event of the phone's barbers (lib/socket/cache-updates.ts). */
export const trackQuery = (phone: string) =>
  queryOptions({
    queryKey: queryKeys.bookings.track(phone),
    queryFn: ({ signal }) => fetchTrackedBookings(phone, signal),
  });

/** The tracked phone's bookings, live: socket events refetch them, and without a socket they are polled. */
export function useTrackedBookings(phone: string | null) {
  const socket = useSocketStatus();
  return useQuery({
    ...trackQuery(phone ?? ''),
    enabled: phone !== null,
    refetchInterval: socket === 'connected' ? false : TRACK_POLL_MS,
  });
}
