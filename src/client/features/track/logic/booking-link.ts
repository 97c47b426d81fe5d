import { ApiError, NetworkError } from '../../../lib/api-errors.js';

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
export function linkProblem(error: unknown): LinkProblem {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
    return {
      title: 'This booking link does not work',
      description: 'It may be incomplete or out of date. Track your booking with your phone number instead.',
      retry: false,
    };
  }
  if (error instanceof ApiError && error.status === 429 && error.serverMessage) {
    return { title: 'There was a problem tracking your booking', description: error.serverMessage, retry: true };
  }
  return {
    title: 'There was a problem tracking your booking',
    description: error instanceof NetworkError ? error.message : 'Please check your connection and try again.',
    retry: true,
  };
}
