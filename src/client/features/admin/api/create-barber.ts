import { useMutation, useQueryClient } from '@tanstack/react-query';
import { barberSchema, type BarberCreate } from '../../../../shared/schemas/barber.js';
import { api } from '../../../lib/api-client.js';
import { invalidateBarbers } from './invalidate.js';

/** POST /api/barbers: the Add Barber dialog; 409 USERNAME_TAKEN when the login exists. */
export function createBarber(input: BarberCreate) {
  return api.post('/api/barbers', input, { schema: barberSchema });
}

export function useCreateBarber() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBarber, onSuccess: () => invalidateBarbers(client) });
}
