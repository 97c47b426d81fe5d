import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { loadTranslations } from '../../../lib/i18n/catalogue.js';
import { loginErrorMessage } from './login-error.js';

const apiError = (status: number, error: string, message: string) => new ApiError(status, '', JSON.stringify({ error, message }));

describe('sign-in errors', () => {
  test("a barber's account is refused as the wrong role", () => {
    expect(loginErrorMessage(apiError(403, 'WRONG_ROLE', 'Invalid user role'), 'en')).toEqual({ title: 'Invalid user role' });
  });

  test('wrong credentials get the documented text', () => {
    expect(loginErrorMessage(apiError(401, 'INVALID_CREDENTIALS', 'Invalid username or password'), 'en')).toEqual({
      title: 'Login failed',
      description: 'Login failed. Please check your credentials.',
    });
  });

  test("anything else the server explains is shown in the server's words", () => {
    expect(loginErrorMessage(apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 15 minutes.'), 'en').description).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  test('a server failure or a dead network says so without internals', () => {
    expect(loginErrorMessage(apiError(500, 'INTERNAL', 'boom'), 'en').description).toBe('An error occurred during login');
    expect(loginErrorMessage(new NetworkError(), 'en').description).toBe('Network error. Please try again.');
  });

  test('in Hindi, the server\'s explanation is told by its code', async () => {
    await loadTranslations('hi');
    expect(loginErrorMessage(apiError(401, 'INVALID_CREDENTIALS', 'Invalid username or password'), 'hi')).toEqual({
      title: 'लॉगिन नहीं हुआ',
      description: 'लॉगिन नहीं हुआ। कृपया यूज़रनेम और पासवर्ड जाँचें।',
    });
    const limited = loginErrorMessage(apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 15 minutes.'), 'hi').description ?? '';
    expect(limited).toMatch(/[\u0900-\u097F]/);
    expect(limited).not.toMatch(/Too many/);
  });
});
