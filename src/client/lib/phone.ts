import { PHONE_DIGITS } from '../../shared/constants.js';

/**
 * The 10 digits of a number as typed or pasted (docs/product/booking-rules.md#validation-rules: digits only, at most 10). A pasted
 * '+91 98765 43210' or '098765 43210' loses its country or trunk prefix; anything else keeps its
 * first 10 digits.
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/** docs/product/screens.md: the login number is shown as 5+5 digits, '98765 43210', at most 11 characters. */
export const GROUPED_PHONE_LENGTH = PHONE_DIGITS + 1;

/** '9876543210' → '98765 43210'; a partial number is grouped as far as it goes ('98765 4'). */
export function groupPhone(digits: string): string {
  const clean = phoneDigits(digits);
  return clean.length > 5 ? `${clean.slice(0, 5)} ${clean.slice(5)}` : clean;
}
