import type { Language } from '../../../../shared/constants.js';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { textsIn } from '../../../lib/i18n/catalogue.js';
import { describeApiError } from '../../../lib/i18n/error-text.js';
import { adminTexts } from '../texts.js';

/** What a failed sign-in tells the admin (the login texts of docs/product/api.md#error-catalogue) in the language shown; a destructive toast. */
export function loginErrorMessage(error: unknown, language: Language): { title: string; description?: string } {
  const t = textsIn(adminTexts, language);
  if (error instanceof ApiError) {
    // A barber's (or any non-admin) account: the password was right, the role is not.
    if (error.code === 'WRONG_ROLE') return { title: t.invalidRole };
    if (error.status === 401) return { title: t.loginFailed, description: t.checkCredentials };
    if (error.serverMessage && error.status < 500) return { title: t.loginFailed, description: describeApiError(error, language, t.loginError) };
    return { title: t.loginFailed, description: t.loginError };
  }
  if (error instanceof NetworkError) return { title: t.loginFailed, description: describeApiError(error, language) };
  return { title: t.loginFailed, description: t.loginError };
}
