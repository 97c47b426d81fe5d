import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { ApiError } from '../../../lib/api-errors.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { ErrorText } from '../../../lib/i18n/error-text.js';
import type { BarberTexts } from '../texts.js';

type LoginTexts = Pick<Translation<BarberTexts>, 'badCredentials' | 'wrongRole' | 'loginFailed' | 'loginNetwork'>;

/**
 * The toast text for a failed barber login (docs/product/api.md#error-catalogue): 401 is a credentials problem, 403 a staff
 * account that is not a barber, a network failure has its own words, anything else the server's
 * message (a rate limit says when to try again) or plain 'Login failed'. `describe` is the error
 * catalogue's (useErrorText), which puts the server's message in the language shown.
 */
export function loginErrorText(error: unknown, t: LoginTexts, describe: ErrorText['describe']): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t.badCredentials;
    if (error.status === 403 && error.code === 'WRONG_ROLE') return t.wrongRole;
    return describe(error, t.loginFailed);
  }
  // A network failure, or anything else that never reached the server.
  return t.loginNetwork;
}

/** docs/product/booking-rules.md#validation-rules: a barber login needs the barber role and barber details in the answer. */
export function isBarberLogin(answer: { user: SessionUser; barber?: SessionUser['barber'] }): boolean {
  return answer.user.role === 'barber' && (answer.barber ?? answer.user.barber) !== undefined;
}
