import { useMutation } from '@tanstack/react-query';
import { type LoginInput } from '../../../../shared/schemas/auth.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';

/** POST /api/login as the admin: the server refuses another role with 403 WRONG_ROLE. */
export function adminLogin(credentials: Pick<LoginInput, 'username' | 'password'>) {
  return call(ROUTES.auth.login, { body: { ...credentials, role: 'admin' } });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
