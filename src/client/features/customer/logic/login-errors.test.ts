import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { loadTranslations } from '../../../lib/i18n/catalogue.js';
import { needsNewCode, sendOtpError as sendIn, verifyOtpError as verifyIn } from './login-errors.js';

const sendOtpError = (error: unknown) => sendIn(error, 'en');
const verifyOtpError = (error: unknown) => verifyIn(error, 'en');

const apiError = (status: number, body: object) => new ApiError(status, 'Status', JSON.stringify(body));

describe('sending a code fails', () => {
  test('offline: the network text (docs/product/api.md#error-catalogue)', () => {
    expect(sendOtpError(new NetworkError(new TypeError('Failed to fetch')))).toBe('Network error. Please try again.');
  });

  test('too many codes: the server says when to come back', () => {
    const limited = apiError(429, { error: 'RATE_LIMITED', message: 'Too many OTP requests. Please try again later.' });
    expect(sendOtpError(limited)).toBe('Too many OTP requests. Please try again later.');
  });

  test('a refused number: the field message', () => {
    const invalid = apiError(400, {
      error: 'VALIDATION_ERROR',
      message: 'Invalid input',
      fields: { phone: 'Phone number must be exactly 10 digits' },
    });
    expect(sendOtpError(invalid)).toBe('Phone number must be exactly 10 digits');
  });

  test.each([
    ['delivery failed', apiError(502, { error: 'OTP_DELIVERY_FAILED', message: 'Failed to send OTP' })],
    ['a server error', apiError(500, { error: 'INTERNAL', message: 'Something broke' })],
    ['a proxy page', new ApiError(503, 'Service Unavailable', '<html>')],
  ])('%s: the documented text', (_name, error) => {
    expect(sendOtpError(error)).toBe('Failed to send OTP');
  });
});

describe('verifying a code fails', () => {
  test('a wrong code: Invalid OTP', () => {
    expect(verifyOtpError(apiError(400, { error: 'INVALID_OTP', message: 'Invalid OTP' }))).toBe('Invalid OTP');
    expect(needsNewCode(apiError(400, { error: 'INVALID_OTP', message: 'Invalid OTP' }))).toBe(false);
  });

  test('an expired code or used-up tries: the server says what to do', () => {
    const expired = apiError(400, { error: 'OTP_EXPIRED', message: 'OTP expired. Please request a new one.' });
    const locked = apiError(429, { error: 'TOO_MANY_ATTEMPTS', message: 'Too many wrong attempts. Please request a new OTP later.' });
    expect(verifyOtpError(expired)).toBe('OTP expired. Please request a new one.');
    expect(verifyOtpError(locked)).toBe('Too many wrong attempts. Please request a new OTP later.');
    expect(needsNewCode(expired)).toBe(true);
    expect(needsNewCode(locked)).toBe(true);
  });

  test('offline: the network text; anything else: Invalid OTP', () => {
    expect(verifyOtpError(new NetworkError())).toBe('Network error. Please try again.');
    expect(verifyOtpError(apiError(500, { error: 'INTERNAL', message: 'x' }))).toBe('Invalid OTP');
  });
});

describe('in Hindi', () => {
  test('the documented texts, the field message and the server words read in Hindi', async () => {
    await loadTranslations('hi');
    expect(sendIn(apiError(502, { error: 'OTP_DELIVERY_FAILED', message: 'Failed to send OTP' }), 'hi')).toBe('OTP भेजा नहीं जा सका');
    const invalid = apiError(400, { error: 'VALIDATION_ERROR', message: 'Invalid input', fields: { phone: 'Phone number must be exactly 10 digits' } });
    expect(sendIn(invalid, 'hi')).not.toMatch(/[A-Za-z]{3}/);
    expect(verifyIn(apiError(400, { error: 'INVALID_OTP', message: 'Invalid OTP' }), 'hi')).toBe('OTP गलत है');
    const expired = apiError(400, { error: 'OTP_EXPIRED', message: 'OTP expired. Please request a new one.' });
    expect(verifyIn(expired, 'hi')).toBe('OTP की समय-सीमा खत्म हो गई। कृपया नया OTP मँगाएँ।');
  });
});
