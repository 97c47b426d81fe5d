import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyOtpResponseSchema, verifyOtpSchema } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api-client.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { queryKeys } from '../../../lib/query-keys.js';

export type VerifyOtpInput = z.output<typeof verifyOtpSchema>;
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** POST /api/customer/verify-otp: checks the code and starts a customer session (an HttpOnly cookie). */
export function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpResponse> {
  return api.post<VerifyOtpResponse>('/api/customer/verify-otp', input);
}

/**
 * Verifies the code and signs the customer in everywhere on the page: the header and bottom bar
 * follow the auth state, and booking queries refetch because a signed-in owner sees their name
 * unmasked and may always cancel.
 */
export function useVerifyOtp() {
  const client = useQueryClient();
  const { login } = useAuth();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ user }) => {
      login(user);
      void client.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}
