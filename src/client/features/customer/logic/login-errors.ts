import { ApiError, NetworkError } from '../../../lib/api-errors.js';

/** Spec §8: the customer login's own texts. */
export const SEND_FAILED = 'Failed to send OTP';
export const INVALID_OTP = 'Invalid OTP';

/** The server's words where they help the person more than the spec's catch-all. */
function serverWords(error: ApiError): string | undefined {
  // 429: too many codes or tries, with when to come back; a 400 names what was wrong.
  if (error.status === 429 || error.status === 400) return error.serverMessage;
  return undefined;
}

/** What to say when a code could not be sent. */
export function sendOtpError(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 400 && error.fields.phone) return error.fields.phone;
    if (error.status === 429) return serverWords(error) ?? SEND_FAILED;
  }
  return SEND_FAILED;
}

/** What to say when a code was not accepted: 'Invalid OTP', or the server's word on expiry and tries. */
export function verifyOtpError(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_OTP' || error.code === 'VALIDATION_ERROR') return INVALID_OTP;
    if (error.code === 'OTP_EXPIRED' || error.status === 429) return serverWords(error) ?? INVALID_OTP;
  }
  return INVALID_OTP;
}

/** Whether the code on screen can no longer work, so the person should ask for a new one. */
export function needsNewCode(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'OTP_EXPIRED' || error.code === 'TOO_MANY_ATTEMPTS');
}
