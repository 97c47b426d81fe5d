import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendOtpResponseSchema } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api-client.js';
import { internationalPhone } from '../logic/login-phone.js';

export type SentOtp = z.infer<typeof sendOtpResponseSchema>;

/** POST /api/customer/send-otp {phone: '+91XXXXXXXXXX'}: a 6-digit code goes to that WhatsApp number. */
export function sendOtp(phoneDigits: string): Promise<SentOtp> {
  return api.post<SentOtp>('/api/customer/send-otp', { phone: internationalPhone(phoneDigits) });
}

/** Sends (or resends) a login code; `otp` is in the answer only in echo mode (docs/product/roles.md). */
export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
