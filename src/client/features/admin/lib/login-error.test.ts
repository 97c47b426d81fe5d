import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { loginErrorMessage } from './login-error.js';

const apiError = (status: number, error: string, message: string) => new ApiError(status, '', JSON.stringify({ error, message }));

describe('sign-in errors', () => {
  test("a barber's account is refused as the wrong role", () => {
    expect(loginErrorMessage(apiError(403, 'WRONG_ROLE', 'Invalid user role'))).toEqual({ title: 'Invalid user role' });
  });

  test('wrong credentials get the spec text', () => {
    expect(loginErrorMessage(apiError(401, 'INVALID_CREDENTIALS', 'Invalid username or password'))).toEqual({
      title: 'Login failed',
      description: 'Login failed. Please check your credentials.',
    });
  });

  test("anything else the server explains is shown in the server's words", () => {
    expect(loginErrorMessage(apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 15 minutes.')).description).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  test('a server failure or a dead network says so without internals', () => {
    expect(loginErrorMessage(apiError(500, 'INTERNAL', 'boom')).description).toBe('An error occurred during login');
    expect(loginErrorMessage(new NetworkError()).description).toBe('Network error. Please try again.');
  });
});
