import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { bookingTexts } from '../texts.js';
import { phoneCheckOf as checkIn, submitLabel as labelIn, type PhoneCheck } from './phone-check.js';

const phoneCheckOf = (args: Parameters<typeof checkIn>[0]) => checkIn(args, bookingTexts.en, 'en');
const submitLabel = (check: PhoneCheck, sending: boolean) => labelIn(check, sending, bookingTexts.en);

const phone = '9876543210';

describe('phoneCheckOf', () => {
  it('waits for all 10 digits', () => {
    expect(phoneCheckOf({ digits: '98765', status: 'success', data: { hasActiveBooking: false }, error: null })).toEqual({
      kind: 'incomplete',
    });
  });

  it('is validating until the answer arrives', () => {
    expect(phoneCheckOf({ digits: phone, status: 'pending', data: undefined, error: null })).toEqual({ kind: 'validating' });
  });

  it('is valid without an active booking and active with one', () => {
    expect(phoneCheckOf({ digits: phone, status: 'success', data: { hasActiveBooking: false }, error: null })).toEqual({ kind: 'valid' });
    expect(phoneCheckOf({ digits: phone, status: 'success', data: { hasActiveBooking: true }, error: null })).toEqual({ kind: 'active' });
  });

  it("shows the documented error text, or the server's message when it refuses (rate limit)", () => {
    expect(phoneCheckOf({ digits: phone, status: 'error', data: undefined, error: new ApiError(500, 'Error', '') })).toEqual({
      kind: 'error',
      message: 'Error validating phone number',
    });
    const limited = new ApiError(429, 'Too Many Requests', JSON.stringify({ error: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }));
    expect(phoneCheckOf({ digits: phone, status: 'error', data: undefined, error: limited })).toEqual({
      kind: 'error',
      message: 'Too many requests. Please try again later.',
    });
    expect(phoneCheckOf({ digits: phone, status: 'error', data: undefined, error: new NetworkError() }).kind).toBe('error');
  });
});

describe('submitLabel', () => {
  it("reads the three documented texts", () => {
    expect(submitLabel({ kind: 'incomplete' }, false)).toBe('Verify Phone Number First');
    expect(submitLabel({ kind: 'active' }, false)).toBe('Verify Phone Number First');
    expect(submitLabel({ kind: 'valid' }, false)).toBe('Book Appointment');
    expect(submitLabel({ kind: 'valid' }, true)).toBe('Processing...');
  });
});
