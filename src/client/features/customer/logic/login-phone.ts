import { PHONE_PREFIX } from '../../../../shared/constants.js';
import { groupPhone, phoneDigits } from '../../../lib/phone.js';

/** '9876543210' → '+91 98765 43210', how the account shows a customer's number. */
export function displayPhone(phone: string): string {
  return `${PHONE_PREFIX} ${groupPhone(phone)}`;
}

/** What send-otp and verify-otp take: '+919876543210' (docs/product/api.md). */
export function internationalPhone(digits: string): string {
  return `${PHONE_PREFIX}${phoneDigits(digits)}`;
}

/** The first six digits found in typed or pasted text ('Your code is 123 456' → '123456'). */
export function otpDigits(text: string, length = 6): string {
  return text.replace(/\D/g, '').slice(0, length);
}
