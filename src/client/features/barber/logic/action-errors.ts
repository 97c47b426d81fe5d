import { ApiError, describeError } from '../../../lib/api-errors.js';
import { CommandRefused, CommandUnanswered } from './command-channel.js';

/** The server's code of a failed action, whether it went over the socket or over HTTP. */
export function actionErrorCode(error: unknown): string | undefined {
  if (error instanceof CommandRefused) return error.code;
  if (error instanceof ApiError) return error.code;
  return undefined;
}

/** The words under a failure toast: the server's message, the network text, or the fallback. */
export function describeActionError(error: unknown, fallback: string): string {
  if (error instanceof CommandRefused) return error.serverMessage ?? fallback;
  if (error instanceof CommandUnanswered) return error.message;
  return describeError(error, fallback);
}

/** The session is gone or no longer this barber's (signed out elsewhere, account deleted). */
export function isAuthFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401 || error.status === 403;
  const code = actionErrorCode(error);
  return code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
}
