import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendOtpResponseSchema } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api-client.js';

export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** POST /api/customer/send-otp: a 6-digit code for a 10-digit phone; `otp` is set in echo mode only. */
export function sendOtp(phone: string): Promise<SendOtpResponse> {
  return api.post<SendOtpResponse>('/api/customer/send-otp', { phone });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
