import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';

/** Spec §8 login texts, word for word. */
export const LOGIN_TEXTS = {
  badCredentials: 'Login failed. Please check your credentials.',
  wrongRole: 'Invalid user role or barber details',
  failed: 'Login failed',
  network: 'An error occurred during login',
} as const;

/**
 * The toast text for a failed barber login (spec §8): 401 is a credentials problem, 403 a staff
 * account that is not a barber, a network failure has its own words, anything else the server's
 * message (a rate limit says when to try again) or plain 'Login failed'.
 */
export function loginErrorText(error: unknown): string {
  if (error instanceof NetworkError) return LOGIN_TEXTS.network;
  if (error instanceof ApiError) {
    if (error.status === 401) return LOGIN_TEXTS.badCredentials;
    if (error.status === 403 && error.code === 'WRONG_ROLE') return LOGIN_TEXTS.wrongRole;
    return error.serverMessage ?? LOGIN_TEXTS.failed;
  }
  return LOGIN_TEXTS.network;
}

/** Spec §5: a barber login needs the barber role and barber details in the answer. */
export function isBarberLogin(answer: { user: SessionUser; barber?: SessionUser['barber'] }): boolean {
  return answer.user.role === 'barber' && (answer.barber ?? answer.user.barber) !== undefined;
}
