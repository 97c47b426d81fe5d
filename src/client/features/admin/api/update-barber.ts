import { useMutation, useQueryClient } from '@tanstack/react-query';
import { barberSchema, type BarberUpdate } from '../../../../shared/schemas/barber.js';
import { api } from '../../../lib/api-client.js';
import { invalidateBarbers } from './invalidate.js';

export interface BarberUpdateCall {
  barberId: number;
  update: BarberUpdate;
}

/** PUT /api/barbers/{id}: the Edit dialog and the availability switch (partial update). */
export function updateBarber({ barberId, update }: BarberUpdateCall) {
  return api.put(`/api/barbers/${barberId}`, update, { schema: barberSchema });
}

export function useUpdateBarber() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateBarber, onSuccess: () => invalidateBarbers(client) });
}
