import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { trackTexts } from '../texts.js';
import { trackErrorToast as errorToastIn, trackResultToast as resultToastIn } from './track-outcome.js';

const trackResultToast = (found: number) => resultToastIn(found, trackTexts.en);
const trackErrorToast = (error: unknown) => errorToastIn(error, trackTexts.en, 'en');

describe('track toasts (docs/product/api.md#error-catalogue)', () => {
  test('found bookings', () => {
    expect(trackResultToast(1)).toEqual({ title: 'Booking found', description: 'Found 1 active booking(s)', variant: 'success' });
    expect(trackResultToast(2).description).toBe('Found 2 active booking(s)');
  });

  test('none found', () => {
    expect(trackResultToast(0)).toEqual({
      title: 'No bookings found',
      description: "We couldn't find any bookings for this phone number",
      variant: 'default',
    });
  });

  test("a rate limit shows the server's message, anything else the client's own", () => {
    const limited = new ApiError(429, 'Too Many Requests', JSON.stringify({ error: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }));
    expect(trackErrorToast(limited)).toEqual({ title: 'Error', description: 'Too many requests. Please try again later.', variant: 'destructive' });
    expect(trackErrorToast(new ApiError(500, 'Internal Server Error', '')).description).toBe('There was a problem tracking your booking');
    expect(trackErrorToast(new NetworkError()).description).toBe('There was a problem tracking your booking');
  });

  test('in Hindi, the server\'s words too', async () => {
    await loadTranslations('hi');
    const hi = textsIn(trackTexts, 'hi');
    expect(resultToastIn(2, hi).description).toBe('2 चालू बुकिंग मिलीं');
    const limited = new ApiError(429, 'Too Many Requests', JSON.stringify({ error: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }));
    expect(errorToastIn(limited, hi, 'hi').description).toBe('बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद कोशिश करें।');
  });
});
