import type { Language } from '../../../../shared/constants.js';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { describeApiError } from '../../../lib/i18n/error-text.js';
import type { TrackTexts } from '../texts.js';
import { isRateLimited } from './track-outcome.js';

/** The booking a message's link opens: `/track?booking=ID&token=TOKEN` (the token may be missing). */
export interface BookingLink {
  bookingId: number;
  token: string | undefined;
}

/** The longest token the server takes (the shared schemas cap manage tokens at 200 characters). */
const MAX_TOKEN = 200;

/** Reads a booking link from the track page's query string; null without a usable booking id. */
export function readBookingLink(search: string): BookingLink | null {
  const params = new URLSearchParams(search);
  const id = params.get('booking')?.trim() ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return null;
  const token = params.get('token')?.trim();
  return { bookingId: Number(id), token: token && token.length <= MAX_TOKEN ? token : undefined };
}

export interface LinkProblem {
  title: string;
  description: string;
  /** Whether trying again can help (the connection), or only another way in (a wrong link). */
  retry: boolean;
}

/** What to say when a booking link does not open its booking. */
export function linkProblem(error: unknown, t: Translation<TrackTexts>, language: Language): LinkProblem {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
    return { title: t.linkBrokenTitle, description: t.linkBrokenDescription, retry: false };
  }
  if (isRateLimited(error)) return { title: t.errorDescription, description: describeApiError(error, language), retry: true };
  return {
    title: t.errorDescription,
    description: error instanceof NetworkError ? describeApiError(error, language) : t.checkConnection,
    retry: true,
  };
}
