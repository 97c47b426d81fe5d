import { PHONE_DIGITS, PHONE_PREFIX } from '../../../../shared/constants.js';
import { phoneDigits } from '../../../lib/phone.js';

/** Spec §2: the login number is shown as 5+5 digits, '98765 43210', at most 11 characters. */
export const GROUPED_PHONE_LENGTH = PHONE_DIGITS + 1;

/** '9876543210' → '98765 43210'; a partial number is grouped as far as it goes ('98765 4'). */
export function groupPhone(digits: string): string {
  const clean = phoneDigits(digits);
  return clean.length > 5 ? `${clean.slice(0, 5)} ${clean.slice(5)}` : clean;
}

/** '9876543210' → '+91 98765 43210', how the account shows a customer's number. */
export function displayPhone(phone: string): string {
  return `${PHONE_PREFIX} ${groupPhone(phone)}`;
}

/** What send-otp and verify-otp take: '+919876543210' (spec §7). */
export function internationalPhone(digits: string): string {
  return `${PHONE_PREFIX}${phoneDigits(digits)}`;
}

/** The first six digits found in typed or pasted text ('Your code is 123 456' → '123456'). */
export function otpDigits(text: string, length = 6): string {
  return text.replace(/\D/g, '').slice(0, length);
}
