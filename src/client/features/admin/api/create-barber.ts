import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BarberCreate } from '../../../../shared/schemas/barber.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { invalidateBarbers } from './invalidate.js';

/** POST /api/barbers: the Add Barber dialog; 409 USERNAME_TAKEN when the login exists. */
export function createBarber(input: BarberCreate) {
  return call(ROUTES.barbers.create, { body: input });
}

export function useCreateBarber() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBarber, onSuccess: () => invalidateBarbers(client) });
}
