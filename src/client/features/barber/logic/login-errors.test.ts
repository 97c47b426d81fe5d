import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { isBarberLogin, loginErrorText, LOGIN_TEXTS } from './login-errors.js';

const apiError = (status: number, body: object | string) =>
  new ApiError(status, 'status', typeof body === 'string' ? body : JSON.stringify(body));

describe('loginErrorText', () => {
  test('401 asks to check the credentials (spec §8)', () => {
    expect(loginErrorText(apiError(401, { error: 'INVALID_CREDENTIALS', message: 'Invalid username or password' }))).toBe(
      'Login failed. Please check your credentials.',
    );
  });

  test('an admin signing in here is told the role is wrong', () => {
    expect(loginErrorText(apiError(403, { error: 'WRONG_ROLE', message: 'Invalid user role' }))).toBe(
      'Invalid user role or barber details',
    );
  });

  test("other answers show the server's message, or 'Login failed' without one", () => {
    expect(loginErrorText(apiError(429, { error: 'RATE_LIMITED', message: 'Too many login attempts. Please try again later.' }))).toBe(
      'Too many login attempts. Please try again later.',
    );
    expect(loginErrorText(apiError(502, '<html>Bad gateway</html>'))).toBe(LOGIN_TEXTS.failed);
  });

  test('a network failure has its own words', () => {
    expect(loginErrorText(new NetworkError(new TypeError('Failed to fetch')))).toBe('An error occurred during login');
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
