import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { activeBookingsResponseSchema } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { BARBER_CARD_REFRESH_MS } from './get-home-barbers.js';

// Types only: the schema itself (and zod) stays out of the home page's JavaScript.
type ActiveBookings = z.infer<typeof activeBookingsResponseSchema>;
export type BookedSlot = ActiveBookings['bookedSlots'][number];

/** GET /api/bookings/barber-by-id/{id}/active: a barber's booked slots, no names or phones. */
export function fetchActiveBookings(barberId: number, signal?: AbortSignal): Promise<ActiveBookings> {
  return call(ROUTES.barberBookings.active, { params: { id: barberId }, signal });
}

const bookedSlotsOf = (data: ActiveBookings): BookedSlot[] => data.bookedSlots;

/**
 * The barber card's booked slots. The socket marks the key stale when one of the barber's
 * bookings changes; the minute refresh is the card's own (docs/product/booking-rules.md#business-constants-and-limits).
 */
export const bookedSlotsQuery = (barberId: number) =>
  queryOptions({
    queryKey: queryKeys.barberLive.active(barberId),
    queryFn: ({ signal }) => fetchActiveBookings(barberId, signal),
    refetchInterval: BARBER_CARD_REFRESH_MS,
    select: bookedSlotsOf,
  });

/** One barber's booked slots, soonest first (the server's order). */
export function useBookedSlots(barberId: number) {
  return useQuery(bookedSlotsQuery(barberId));
}
