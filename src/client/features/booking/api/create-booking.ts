import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookingCreate, type CreatedBooking } from '../../../../shared/schemas/booking.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { NetworkError } from '../../../lib/api-errors.js';
import { saveManageToken } from '../../../lib/manage-tokens.js';
import { queryKeys } from '../../../lib/query-keys.js';

export interface CreateBookingInput {
  body: BookingCreate;
  /** Same body, same key: a retry is answered with the booking already made (README API). */
  idempotencyKey: string;
}

/** POST /api/bookings with an Idempotency-Key. */
export function createBooking({ body, idempotencyKey }: CreateBookingInput): Promise<CreatedBooking> {
  return call(ROUTES.bookings.create, { body, headers: { 'idempotency-key': idempotencyKey } });
}

/** A lost answer is asked again, twice, 1 s then 2 s apart: the same key cannot book twice. */
const MAX_RETRIES = 2;

/**
 * Books, keeps the manage token so this browser can cancel later (docs/product/architecture.md#the-web-client), and refreshes what
 * the new booking changed: the barber's plan, the wait on the cards, the phone's bookings, and
 * the signed-in customer's name.
 */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // Without the answer the customer would never see their token, and the socket would soon
    // report the phone as taken by the very booking that was just made.
    retry: (failures, error) => error instanceof NetworkError && failures < MAX_RETRIES,
    retryDelay: (attempt) => 1_000 * 2 ** attempt,
    onSuccess: (booking) => {
      saveManageToken(booking.id, booking.manageToken);
      void client.invalidateQueries({ queryKey: queryKeys.barberLive.barber(booking.barberId) });
      void client.invalidateQueries({ queryKey: queryKeys.barbers.lists });
      if (booking.customerPhone !== null) {
        void client.invalidateQueries({ queryKey: queryKeys.bookings.checkPhone(booking.customerPhone) });
        void client.invalidateQueries({ queryKey: queryKeys.bookings.track(booking.customerPhone) });
      }
      // A signed-in customer without a name is now known by the one they booked under.
      void client.invalidateQueries({ queryKey: queryKeys.me });
      void client.invalidateQueries({ queryKey: queryKeys.customers });
    },
  });
}
