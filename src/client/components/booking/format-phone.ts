import { PHONE_PREFIX } from '../../../shared/constants.js';

/** '9876543210' → '+91 98765 43210', the 5+5 grouping people read Indian mobiles in; other text as it is. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (local.length !== 10) return phone;
  return `${PHONE_PREFIX} ${local.slice(0, 5)} ${local.slice(5)}`;
}
