import { ApiError } from '../../../lib/api-errors.js';

export interface TrackToast {
  title: string;
  description: string;
  variant: 'default' | 'success' | 'destructive';
}

/** Spec §8 track texts, word for word. */
export const TRACK_TEXTS = {
  foundTitle: 'Booking found',
  notFoundTitle: 'No bookings found',
  notFoundDescription: "We couldn't find any bookings for this phone number",
  errorTitle: 'Error',
  errorDescription: 'There was a problem tracking your booking',
} as const;

/** The toast after someone asked to track a number: how many were found, none, or what failed. */
export function trackResultToast(found: number): TrackToast {
  if (found === 0) return { title: TRACK_TEXTS.notFoundTitle, description: TRACK_TEXTS.notFoundDescription, variant: 'default' };
  return { title: TRACK_TEXTS.foundTitle, description: `Found ${found} active booking(s)`, variant: 'success' };
}

/** The words for a failed lookup: a rate limit (429) says what the server said, anything else the spec's text. */
export function trackErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage) return error.serverMessage;
  return TRACK_TEXTS.errorDescription;
}

export function trackErrorToast(error: unknown): TrackToast {
  return { title: TRACK_TEXTS.errorTitle, description: trackErrorText(error), variant: 'destructive' };
}
