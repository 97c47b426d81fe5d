import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginInput } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api-client.js';

/** POST /api/login as the admin: the server refuses another role with 403 WRONG_ROLE. */
export function adminLogin(credentials: Pick<LoginInput, 'username' | 'password'>) {
  return api.post('/api/login', { ...credentials, role: 'admin' }, { schema: loginResponseSchema });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
