import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BarberUpdate } from '../../../../shared/schemas/barber.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { invalidateBarbers } from './invalidate.js';

export interface BarberUpdateCall {
  barberId: number;
  update: BarberUpdate;
}

/** PUT /api/barbers/{id}: the Edit dialog and the availability switch (partial update). */
export function updateBarber({ barberId, update }: BarberUpdateCall) {
  return call(ROUTES.barbers.update, { params: { id: barberId }, body: update });
}

export function useUpdateBarber() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateBarber, onSuccess: () => invalidateBarbers(client) });
}
