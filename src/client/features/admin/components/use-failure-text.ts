import { ApiError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';

/**
 * Why a call failed, in the language shown: the server's reason for a refused request or the
 * network text; a server failure (5xx) or anything else reads `fallback`, never internals.
 */
export function useFailureText(): (error: unknown, fallback: string) => string {
  const errorText = useErrorText();
  return (error, fallback) => (error instanceof ApiError && error.status >= 500 ? fallback : errorText.describe(error, fallback));
}
