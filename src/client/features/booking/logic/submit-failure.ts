import type { WalkInAlternatives } from '../../../../shared/schemas/common.js';
import type { Language } from '../../../../shared/constants.js';
import { ApiError, hasErrorCode } from '../../../lib/api-errors.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { describeApiError } from '../../../lib/i18n/error-text.js';
import type { BookingTexts } from '../texts.js';
import { failureText } from './failure-text.js';

/** The booking form's fields, as the server names them in a 400's `fields`. */
export const FORM_FIELDS = ['barberId', 'customerName', 'customerPhone', 'bookingType', 'services', 'slotDate', 'slotTime', 'notes'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** What the page does after a failed POST /api/bookings. */
export interface SubmitFailure {
  /** The toast: 'Booking Failed' with this text. */
  description: string;
  /** Server validation messages to show under their fields. */
  fields: Partial<Record<FormField, string>>;
  /** The phone already has an active booking: show its message and the link to the booking. */
  phoneTaken: boolean;
  /** The chosen time is gone: clear it and reload the grid. */
  slotGone: boolean;
  /** The barber or the shop changed under the form: reload them. */
  shopChanged: boolean;
  /** The key was used with another body: the next try needs a fresh one. */
  freshKey: boolean;
  /**
   * Last call (docs/product/chairs-day.md): the barber's day ended before this walk-in could, between the check and
   * the submit. The form shows the notice with these ways out, as the check would have.
   */
  lastCall: { alternatives: WalkInAlternatives | undefined } | null;
  /** The queue is not open yet (QUEUE_NOT_OPEN): when it opens, to look again then. */
  queueOpensAt: string | null;
}

function isFormField(name: string): name is FormField {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

/** Reads a failed submit into what to tell the customer and what to refresh (docs/product/api.md#error-catalogue texts). */
export function describeSubmitFailure(
  error: unknown,
  t: Pick<Translation<BookingTexts>, 'bookingFailed' | 'smartPositioningConflict'>,
  language: Language,
): SubmitFailure {
  const fields: Partial<Record<FormField, string>> = {};
  if (error instanceof ApiError) {
    for (const [name, message] of Object.entries(error.fields)) if (isFormField(name)) fields[name] = message;
  }
  const description = hasErrorCode(error, 'SMART_POSITIONING_CONFLICT')
    ? t.smartPositioningConflict({ message: error.serverMessage ? describeApiError(error, language) : '' }).trim()
    : failureText(error, t.bookingFailed, language);
  return {
    description,
    fields,
    phoneTaken: hasErrorCode(error, 'PHONE_HAS_ACTIVE_BOOKING'),
    // A break, a day off or a holiday at the chosen time: that time cannot be had, and the grid shows why.
    slotGone:
      hasErrorCode(error, 'SLOT_TAKEN', 'SMART_POSITIONING_CONFLICT', 'BARBER_BREAK', 'BARBER_OFF', 'SHOP_CLOSED_DATE') ||
      fields.slotTime !== undefined ||
      fields.slotDate !== undefined,
    shopChanged: hasErrorCode(error, 'SHOP_CLOSED', 'SHOP_CLOSED_DATE', 'BARBER_UNAVAILABLE', 'BARBER_NOT_FOUND', 'LAST_CALL'),
    freshKey: hasErrorCode(error, 'IDEMPOTENCY_KEY_MISMATCH'),
    lastCall: hasErrorCode(error, 'LAST_CALL') ? { alternatives: error.alternatives } : null,
    queueOpensAt: hasErrorCode(error, 'QUEUE_NOT_OPEN') ? (error.queueOpensAt ?? null) : null,
  };
}
