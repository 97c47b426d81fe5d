import { PHONE_DIGITS } from '../../shared/constants.js';

/**
 * The 10 digits of a number as typed or pasted (spec §5: digits only, at most 10). A pasted
 * '+91 98765 43210' or '098765 43210' loses its country or trunk prefix; anything else keeps its
 * first 10 digits.
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}
