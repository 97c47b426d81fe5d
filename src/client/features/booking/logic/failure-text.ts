import type { Language } from '../../../../shared/constants.js';
import { ApiError } from '../../../lib/api-errors.js';
import { describeApiError } from '../../../lib/i18n/error-text.js';

/**
 * What to tell the customer about a failed call, in the language shown: the server's words for a
 * refusal, the network text, else the fallback. A 5xx's own words are meant for the server's
 * logs, so the fallback says it instead.
 */
export function failureText(error: unknown, fallback: string, language: Language): string {
  if (error instanceof ApiError && error.status >= 500) return fallback;
  return describeApiError(error, language, fallback);
}
