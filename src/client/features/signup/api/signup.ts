import { useMutation, useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/contract/routes.js';
import type { SignupInput } from '../../../../shared/schemas/signup.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/platform/signup: whether sign-up is off, by invite or open. */
export function useSignupMode() {
  return useQuery({ queryKey: ['platform', 'signup'] as const, queryFn: ({ signal }) => call(ROUTES.platform.signupMode, { signal }) });
}

/** POST /api/platform/signup: makes the shop; answers its slug and admin address. */
export function useSignUp() {
  return useMutation({ mutationFn: (input: SignupInput) => call(ROUTES.platform.signup, { body: input }) });
}
