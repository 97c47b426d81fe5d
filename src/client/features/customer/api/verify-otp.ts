import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyOtpResponseSchema } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api-client.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { internationalPhone } from '../logic/login-phone.js';

export type VerifiedOtp = z.infer<typeof verifyOtpResponseSchema>;

/** POST /api/customer/verify-otp {phone, otp}: the server sets the session cookie. */
export function verifyOtp(input: { phone: string; otp: string }): Promise<VerifiedOtp> {
  return api.post<VerifiedOtp>('/api/customer/verify-otp', { phone: internationalPhone(input.phone), otp: input.otp });
}

/** Checks the code and records the signed-in customer, so the header and protected pages follow. */
export function useVerifyOtp() {
  const { login } = useAuth();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: (answer) => {
      login(answer.user);
    },
  });
}
