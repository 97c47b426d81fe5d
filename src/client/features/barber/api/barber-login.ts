import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginInput } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api-client.js';

/** POST /api/login as a barber: the server refuses another role with 403 WRONG_ROLE (docs/product/booking-rules.md#validation-rules). */
export function barberLogin(credentials: Pick<LoginInput, 'username' | 'password'>) {
  return api.post('/api/login', { ...credentials, role: 'barber' }, { schema: loginResponseSchema });
}

export function useBarberLogin() {
  return useMutation({ mutationFn: barberLogin });
}
