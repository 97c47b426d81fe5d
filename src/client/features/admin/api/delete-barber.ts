import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { invalidateBarbers } from './invalidate.js';

/** DELETE /api/barbers/{id}: a soft delete that also cancels the barber's active bookings. */
export function deleteBarber(barberId: number) {
  return call(ROUTES.barbers.remove, { params: { id: barberId } });
}

export function useDeleteBarber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBarber,
    onSuccess: () =>
      Promise.all([invalidateBarbers(client), client.invalidateQueries({ queryKey: queryKeys.bookings.all })]),
  });
}
