import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { describeApiError } from '../../../lib/i18n/error-text.js';
import { barberTexts } from '../texts.js';
import { isBarberLogin, loginErrorText } from './login-errors.js';

const apiError = (status: number, body: object | string) =>
  new ApiError(status, 'status', typeof body === 'string' ? body : JSON.stringify(body));

const english = (error: unknown) => loginErrorText(error, barberTexts.en, (cause, fallback) => describeApiError(cause, 'en', fallback));

describe('loginErrorText', () => {
  test('401 asks to check the credentials (docs/product/api.md#error-catalogue)', () => {
    expect(english(apiError(401, { error: 'INVALID_CREDENTIALS', message: 'Invalid username or password' }))).toBe(
      'Login failed. Please check your credentials.',
    );
  });

  test('an admin signing in here is told the role is wrong', () => {
    expect(english(apiError(403, { error: 'WRONG_ROLE', message: 'Invalid user role' }))).toBe('Invalid user role or barber details');
  });

  test("other answers show the server's message, or 'Login failed' without one", () => {
    expect(english(apiError(429, { error: 'RATE_LIMITED', message: 'Too many login attempts. Please try again later.' }))).toBe(
      'Too many login attempts. Please try again later.',
    );
    expect(english(apiError(502, '<html>Bad gateway</html>'))).toBe('Login failed');
  });

  test('a network failure has its own words', () => {
    expect(english(new NetworkError(new TypeError('Failed to fetch')))).toBe('An error occurred during login');
  });

  test('in Hindi, the server\'s words too', async () => {
    await loadTranslations('hi');
    const hindi = (error: unknown) =>
      loginErrorText(error, textsIn(barberTexts, 'hi'), (cause, fallback) => describeApiError(cause, 'hi', fallback));
    expect(hindi(apiError(401, { error: 'INVALID_CREDENTIALS', message: 'Invalid username or password' }))).toBe(
      textsIn(barberTexts, 'hi').badCredentials,
    );
    expect(hindi(apiError(429, { error: 'RATE_LIMITED', message: 'Too many login attempts. Please try again later.' }))).toMatch(
      /[\u0900-\u097F]/,
    );
    expect(hindi(apiError(502, '<html>Bad gateway</html>'))).toBe(textsIn(barberTexts, 'hi').loginFailed);
  });
});

describe('isBarberLogin', () => {
  const barber = { id: 1, name: 'Ravi', photo: '', isAvailable: true, deleted: false };

  test('needs the barber role and the barber details', () => {
    expect(isBarberLogin({ user: { role: 'barber', username: 'ravi', barber }, barber })).toBe(true);
    expect(isBarberLogin({ user: { role: 'barber', username: 'ravi' } })).toBe(false);
    expect(isBarberLogin({ user: { role: 'admin', username: 'owner' } })).toBe(false);
  });
});
