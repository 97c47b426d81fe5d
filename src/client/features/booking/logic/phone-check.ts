import { PHONE_DIGITS } from '../../../../shared/constants.js';
import { describeError } from '../../../lib/api-errors.js';

/** Spec §4: the phone check's states, and the form's before 10 digits are typed. */
export type PhoneCheck =
  | { kind: 'incomplete' }
  | { kind: 'validating' }
  | { kind: 'valid' }
  | { kind: 'active' }
  | { kind: 'error'; message: string };

/** Spec §8. */
export const PHONE_CHECK_ERROR_TEXT = 'Error validating phone number';

/** The phone check from what its query holds; only a number with no active booking may book. */
export function phoneCheckOf(args: {
  digits: string;
  status: 'pending' | 'error' | 'success';
  data: { hasActiveBooking: boolean } | undefined;
  error: unknown;
}): PhoneCheck {
  if (args.digits.length !== PHONE_DIGITS) return { kind: 'incomplete' };
  if (args.status === 'pending') return { kind: 'validating' };
  // A refetch that failed keeps showing the error rather than an older answer.
  if (args.status === 'error') return { kind: 'error', message: describeError(args.error, PHONE_CHECK_ERROR_TEXT) };
  if (!args.data) return { kind: 'validating' };
  return args.data.hasActiveBooking ? { kind: 'active' } : { kind: 'valid' };
}

/** Spec §2: the submit button's words. */
export function submitLabel(check: PhoneCheck, sending: boolean): string {
  if (sending) return 'Processing...';
  return check.kind === 'valid' ? 'Book Appointment' : 'Verify Phone Number First';
}
