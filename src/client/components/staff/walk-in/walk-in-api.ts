import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreatedBooking } from '../../../../shared/schemas/booking.js';
import { type StaffWalkInForm } from '../../../../shared/schemas/staff-walk-in.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { saveManageToken } from '../../../lib/manage-tokens.js';
import { queryKeys } from '../../../lib/query-keys.js';

const USUAL_SERVICES_KEY = ['bookings', 'usual-services'] as const;

/** GET /api/bookings/usual-services: the service to preselect for each chair (changes slowly). */
export function useUsualServices() {
  return useQuery({
    queryKey: USUAL_SERVICES_KEY,
    queryFn: ({ signal }) => call(ROUTES.walkIns.usualServices, { signal }),
    staleTime: 10 * 60_000,
  });
}

export interface AddWalkInInput {
  body: StaffWalkInForm;
  /** One per form: a double tap, or a retry after a lost answer, adds the walk-in once. */
  idempotencyKey: string;
}

/** POST /api/bookings/walk-in, then refreshes the chair it went to (the socket tells everyone else). */
export function useAddWalkIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: AddWalkInInput): Promise<CreatedBooking> =>
      call(ROUTES.walkIns.add, { body, headers: { 'idempotency-key': idempotencyKey } }),
    onSuccess: (booking) => {
      saveManageToken(booking.id, booking.manageToken);
      void client.invalidateQueries({ queryKey: queryKeys.bookings.barber(booking.barberId) });
      void client.invalidateQueries({ queryKey: queryKeys.barberLive.barber(booking.barberId) });
      void client.invalidateQueries({ queryKey: queryKeys.barbers.lists });
    },
  });
}
