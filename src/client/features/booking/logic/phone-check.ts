import { PHONE_DIGITS, type Language } from '../../../../shared/constants.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { BookingTexts } from '../texts.js';
import { failureText } from './failure-text.js';

type Texts = Translation<BookingTexts>;

/** docs/product/booking-rules.md#states-and-transitions: the phone check's states, and the form's before 10 digits are typed. */
export type PhoneCheck =
  | { kind: 'incomplete' }
  | { kind: 'validating' }
  | { kind: 'valid' }
  | { kind: 'active' }
  | { kind: 'error'; message: string };

/** The phone check from what its query holds; only a number with no active booking may book. */
export function phoneCheckOf(
  args: {
    digits: string;
    status: 'pending' | 'error' | 'success';
    data: { hasActiveBooking: boolean } | undefined;
    error: unknown;
  },
  t: Pick<Texts, 'phoneCheckFailed'>,
  language: Language,
): PhoneCheck {
  if (args.digits.length !== PHONE_DIGITS) return { kind: 'incomplete' };
  if (args.status === 'pending') return { kind: 'validating' };
  // A refetch that failed keeps showing the error rather than an older answer.
  if (args.status === 'error') return { kind: 'error', message: failureText(args.error, t.phoneCheckFailed, language) };
  if (!args.data) return { kind: 'validating' };
  return args.data.hasActiveBooking ? { kind: 'active' } : { kind: 'valid' };
}

/** docs/product/screens.md: the submit button's words. */
export function submitLabel(check: PhoneCheck, sending: boolean, t: Pick<Texts, 'processing' | 'bookAppointment' | 'verifyPhoneFirst'>): string {
  if (sending) return t.processing;
  return check.kind === 'valid' ? t.bookAppointment : t.verifyPhoneFirst;
}
