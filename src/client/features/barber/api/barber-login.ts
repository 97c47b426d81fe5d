import { useMutation } from '@tanstack/react-query';
import { type LoginInput } from '../../../../shared/schemas/auth.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';

/** POST /api/login as a barber: the server refuses another role with 403 WRONG_ROLE (docs/product/booking-rules.md#validation-rules). */
export function barberLogin(credentials: Pick<LoginInput, 'username' | 'password'>) {
  return call(ROUTES.auth.login, { body: { ...credentials, role: 'barber' } });
}

export function useBarberLogin() {
  return useMutation({ mutationFn: barberLogin });
}
