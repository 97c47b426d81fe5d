import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../shared/contract/routes.js';
import { call, type Answer } from '../api-client.js';
import { queryKeys } from '../query-keys.js';
import { useAuth } from './auth-context.js';

/** The answer to send-otp: when the code expires, and the code itself in echo mode only (docs/product/roles.md). */
export type SentOtp = Answer<typeof ROUTES.auth.sendOtp>;
export type VerifiedOtp = Answer<typeof ROUTES.auth.verifyOtp>;

/**
 * POST /api/customer/send-otp: a 6-digit code goes to the phone's WhatsApp. The phone is sent as
 * the caller gives it: 10 digits, or '+91XXXXXXXXXX' as the login page writes it (docs/product/api.md).
 */
export function sendOtp(phone: string): Promise<SentOtp> {
  return call(ROUTES.auth.sendOtp, { body: { phone } });
}

/** Sends (or resends) a login code. */
export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}

/** POST /api/customer/verify-otp: checks the code and starts a customer session (an HttpOnly cookie). */
export function verifyOtp(input: { phone: string; otp: string }): Promise<VerifiedOtp> {
  return call(ROUTES.auth.verifyOtp, { body: input });
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
