import type { Language } from '../../../../shared/constants.js';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { textsIn } from '../../../lib/i18n/catalogue.js';
import { describeApiError, translateErrorText } from '../../../lib/i18n/error-text.js';
import { errorTexts } from '../../../lib/texts-errors.js';

/** docs/product/api.md#error-catalogue: the customer login's own texts, 'Failed to send OTP' and 'Invalid OTP', in the language shown. */
const sendFailed = (language: Language) => textsIn(errorTexts, language).otpDeliveryFailed;
const invalidOtp = (language: Language) => textsIn(errorTexts, language).invalidOtp;

/** The server's words (429: too many codes or tries, with when to come back), else the fallback. */
function serverWords(error: ApiError, fallback: string, language: Language): string {
  return error.serverMessage ? describeApiError(error, language, fallback) : fallback;
}

/** What to say when a code could not be sent, in the language shown. */
export function sendOtpError(error: unknown, language: Language): string {
  if (error instanceof NetworkError) return describeApiError(error, language);
  if (error instanceof ApiError) {
    // A 400 names what was wrong with the number.
    if (error.status === 400 && error.fields.phone) return translateErrorText(error.fields.phone, language) ?? error.fields.phone;
    if (error.status === 429) return serverWords(error, sendFailed(language), language);
  }
  return sendFailed(language);
}

/** What to say when a code was not accepted: 'Invalid OTP', or the server's word on expiry and tries. */
export function verifyOtpError(error: unknown, language: Language): string {
  if (error instanceof NetworkError) return describeApiError(error, language);
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_OTP' || error.code === 'VALIDATION_ERROR') return invalidOtp(language);
    if (error.code === 'OTP_EXPIRED' || error.status === 429) return serverWords(error, invalidOtp(language), language);
  }
  return invalidOtp(language);
}

/** Whether the code on screen can no longer work, so the person should ask for a new one. */
export function needsNewCode(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'OTP_EXPIRED' || error.code === 'TOO_MANY_ATTEMPTS');
}
