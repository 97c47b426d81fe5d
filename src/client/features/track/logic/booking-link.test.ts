import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { trackTexts } from '../texts.js';
import { linkProblem, readBookingLink } from './booking-link.js';

const problem = (error: unknown) => linkProblem(error, trackTexts.en, 'en');

const apiError = (status: number, error: string, message: string) => new ApiError(status, '', JSON.stringify({ error, message }));

describe('readBookingLink', () => {
  test("a message's link: the booking and its token", () => {
    expect(readBookingLink('?booking=42&token=abc_DEF-123')).toEqual({ bookingId: 42, token: 'abc_DEF-123' });
    expect(readBookingLink('booking=7&token=x')).toEqual({ bookingId: 7, token: 'x' });
  });

  test('without a token (reopened on the device that keeps it)', () => {
    expect(readBookingLink('?booking=42')).toEqual({ bookingId: 42, token: undefined });
    expect(readBookingLink('?booking=42&token=')).toEqual({ bookingId: 42, token: undefined });
    expect(readBookingLink(`?booking=42&token=${'a'.repeat(201)}`)).toEqual({ bookingId: 42, token: undefined });
  });

  test('no link without a whole positive booking id', () => {
    for (const search of ['', '?phone=9876543210', '?booking=', '?booking=0', '?booking=-3', '?booking=4.5', '?booking=abc', '?booking=12345678901']) {
      expect(readBookingLink(search), search).toBeNull();
    }
  });
});

describe('linkProblem', () => {
  test('a wrong, foreign or unknown booking: the link does not work, with no retry', () => {
    for (const error of [
      apiError(401, 'UNAUTHORIZED', 'Please log in or open the link from your booking'),
      apiError(403, 'FORBIDDEN', 'This booking belongs to someone else'),
      apiError(404, 'NOT_FOUND', 'Booking not found'),
    ]) {
      expect(problem(error)).toMatchObject({ title: 'This booking link does not work', retry: false });
    }
  });

  test('a rate limit says when to come back; the network says so; anything else asks to try again', () => {
    expect(problem(apiError(429, 'RATE_LIMITED', 'Too many lookups. Try again in a minute.'))).toEqual({
      title: 'There was a problem tracking your booking',
      description: 'Too many lookups. Try again in a minute.',
      retry: true,
    });
    expect(problem(new NetworkError())).toMatchObject({ description: 'Network error. Please try again.', retry: true });
    expect(problem(apiError(500, 'INTERNAL', 'x'))).toMatchObject({ description: 'Please check your connection and try again.', retry: true });
  });
});
