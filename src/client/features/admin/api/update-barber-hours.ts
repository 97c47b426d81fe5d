import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BarberHoursUpdate } from '../../../../shared/schemas/hours.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { invalidateBarbers } from './invalidate.js';

export interface BarberHoursCall {
  barberId: number;
  update: BarberHoursUpdate;
}

/** PUT /api/barbers/{id}/hours with only the parts that changed; answers the whole hours. */
export function updateBarberHours({ barberId, update }: BarberHoursCall) {
  return call(ROUTES.barberHours.update, { params: { id: barberId }, body: update });
}

/**
 * The Working hours dialog's save. The answer replaces the cached hours at once; the barber's
 * card badge, waits and free slots move with the hours, so those are refetched.
 */
export function useUpdateBarberHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBarberHours,
    onSuccess: (hours) => {
      client.setQueryData(queryKeys.barbers.hours(hours.barberId), hours);
      return invalidateBarbers(client);
    },
  });
}
