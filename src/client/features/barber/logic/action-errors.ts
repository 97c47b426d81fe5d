import type { Language } from '../../../../shared/constants.js';
import { ApiError } from '../../../lib/api-errors.js';
import { textsIn } from '../../../lib/i18n/catalogue.js';
import { describeApiError, translateErrorText } from '../../../lib/i18n/error-text.js';
import { ERROR_CODE_TEXTS, errorTexts } from '../../../lib/texts-errors.js';
import { barberTexts } from '../texts.js';
import { CommandRefused, CommandUnanswered } from './command-channel.js';

/** The server's code of a failed action, whether it went over the socket or over HTTP. */
export function actionErrorCode(error: unknown): string | undefined {
  if (error instanceof CommandRefused) return error.code;
  if (error instanceof ApiError) return error.code;
  return undefined;
}

/** A refusal on the socket in the language shown: the same words the HTTP route's answer gets. */
function refusalText(error: CommandRefused, language: Language, fallback: string): string {
  const message = error.serverMessage;
  if (!message) return fallback;
  if (language === 'en') return message;
  const translated = translateErrorText(message, language);
  if (translated !== undefined && translated !== message) return translated;
  // The server's text has values in it: one text per code instead.
  const key = error.code === undefined ? undefined : ERROR_CODE_TEXTS[error.code];
  return key ? textsIn(errorTexts, language)[key] : fallback;
}

/**
 * The words under a failure toast, in the language shown: the server's message (from the error
 * catalogue outside English), the network text, a lost answer's own words, or the fallback. A
 * server failure (5xx) is not explained to the barber: the fallback says to try again.
 */
export function describeActionError(error: unknown, language: Language, fallback: string): string {
  if (error instanceof CommandRefused) return refusalText(error, language, fallback);
  if (error instanceof CommandUnanswered) return textsIn(barberTexts, language).noAnswer;
  if (error instanceof ApiError && error.status >= 500) return fallback;
  return describeApiError(error, language, fallback);
}

/** The session is gone or no longer this barber's (signed out elsewhere, account deleted). */
export function isAuthFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401 || error.status === 403;
  const code = actionErrorCode(error);
  return code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
}
