import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { bookingTexts } from '../texts.js';
import { describeSubmitFailure as describeIn } from './submit-failure.js';

const describeSubmitFailure = (error: unknown) => describeIn(error, bookingTexts.en, 'en');

const apiError = (status: number, body: Record<string, unknown>) => new ApiError(status, 'Error', JSON.stringify(body));

describe('describeSubmitFailure', () => {
  it('shows the server message of a refusal', () => {
    const failure = describeSubmitFailure(
      apiError(409, { error: 'SLOT_TAKEN', message: 'This time slot has just been booked. Please choose another time.' }),
    );
    expect(failure.description).toBe('This time slot has just been booked. Please choose another time.');
    expect(failure.slotGone).toBe(true);
    expect(failure.phoneTaken).toBe(false);
  });

  it("prefixes a smart positioning conflict with its documented words", () => {
    const failure = describeSubmitFailure(
      apiError(409, { error: 'SMART_POSITIONING_CONFLICT', message: 'This time is promised to a customer already in the queue.' }),
    );
    expect(failure.description).toBe('Smart Positioning Conflict: This time is promised to a customer already in the queue.');
    expect(failure.slotGone).toBe(true);
  });

  it('puts server field errors under the form fields they name, and ignores other names', () => {
    const failure = describeSubmitFailure(
      apiError(400, {
        error: 'VALIDATION_ERROR',
        message: 'Name must be at least 2 characters',
        fields: { customerName: 'Name must be at least 2 characters', 'Idempotency-Key': 'bad key' },
      }),
    );
    expect(failure.fields).toEqual({ customerName: 'Name must be at least 2 characters' });
    expect(failure.slotGone).toBe(false);
  });

  it('treats a refused date or time as a gone slot', () => {
    const failure = describeSubmitFailure(
      apiError(400, {
        error: 'VALIDATION_ERROR',
        message: 'Bookings are only available within the next 36 hours',
        fields: { slotDate: 'Bookings are only available within the next 36 hours' },
      }),
    );
    expect(failure.fields.slotDate).toBe('Bookings are only available within the next 36 hours');
    expect(failure.slotGone).toBe(true);
  });

  it('recognises a phone that already has a booking', () => {
    const failure = describeSubmitFailure(
      apiError(409, { error: 'PHONE_HAS_ACTIVE_BOOKING', message: 'There is already an active booking with this number', activeBookingId: 7 }),
    );
    expect(failure.phoneTaken).toBe(true);
    expect(failure.description).toBe('There is already an active booking with this number');
  });

  it("shows a rate limit's own message", () => {
    const failure = describeSubmitFailure(apiError(429, { error: 'RATE_LIMITED', message: 'Too many bookings for this phone number.' }));
    expect(failure.description).toBe('Too many bookings for this phone number.');
  });

  it('asks for a reload when the shop closed or the barber stopped taking bookings', () => {
    expect(describeSubmitFailure(apiError(409, { error: 'SHOP_CLOSED', message: 'closed' })).shopChanged).toBe(true);
    expect(describeSubmitFailure(apiError(409, { error: 'BARBER_UNAVAILABLE', message: 'away' })).shopChanged).toBe(true);
  });

  it("a break, a day off or a closed date at the chosen time: the server's words, and the time is let go", () => {
    for (const [error, message] of [
      ['BARBER_BREAK', 'Ravi Kumar is on a break at that time.'],
      ['BARBER_OFF', 'Ravi Kumar is not working at that time.'],
      ['SHOP_CLOSED_DATE', 'The shop is closed on that day.'],
    ] as const) {
      const failure = describeSubmitFailure(apiError(409, { error, message }));
      expect(failure.description).toBe(message);
      expect(failure.slotGone).toBe(true);
      expect(failure.lastCall).toBeNull();
    }
    expect(describeSubmitFailure(apiError(409, { error: 'SHOP_CLOSED_DATE', message: 'closed' })).shopChanged).toBe(true);
  });

  it("last call: the server's words and the ways out it offers", () => {
    const alternatives = {
      barbers: [{ barberId: 2, name: 'Sunil Shah', expectedStartTime: '2026-11-24T11:00:00.000Z', expectedTime: '16:30' }],
      slots: [{ barberId: 1, date: '2026-11-25', time: '09:00', start: '2026-11-25T03:30:00.000Z' }],
    };
    const failure = describeSubmitFailure(
      apiError(409, { error: 'LAST_CALL', message: 'Ravi Kumar cannot take another walk-in today.', alternatives }),
    );
    expect(failure.description).toBe('Ravi Kumar cannot take another walk-in today.');
    expect(failure.lastCall).toEqual({ alternatives });
    expect(failure.slotGone).toBe(false);
    expect(describeSubmitFailure(apiError(409, { error: 'SLOT_TAKEN', message: 'Taken' })).lastCall).toBeNull();
  });

  it('reads when the queue opens from a queue not open yet, so the form can look again then', () => {
    const failure = describeSubmitFailure(
      apiError(409, { error: 'QUEUE_NOT_OPEN', message: 'The queue opens at 8:30 AM.', queueOpensAt: '2026-11-21T03:00:00.000Z' }),
    );
    expect(failure.queueOpensAt).toBe('2026-11-21T03:00:00.000Z');
    expect(failure.description).toBe('The queue opens at 8:30 AM.');
    expect(describeSubmitFailure(apiError(409, { error: 'QUEUE_NOT_OPEN', message: 'x', queueOpensAt: 'soon' })).queueOpensAt).toBeNull();
    expect(describeSubmitFailure(apiError(409, { error: 'SLOT_TAKEN', message: 'x', queueOpensAt: '2026-11-21T03:00:00.000Z' })).queueOpensAt).toBeNull();
  });

  it('asks for a fresh key after a key mismatch', () => {
    expect(describeSubmitFailure(apiError(422, { error: 'IDEMPOTENCY_KEY_MISMATCH', message: 'mismatch' })).freshKey).toBe(true);
  });

  it("falls back to the documented text for a server failure, and says so for a lost network", () => {
    expect(describeSubmitFailure(apiError(500, { error: 'INTERNAL', message: 'boom' })).description).toBe(
      'There was an error creating your booking',
    );
    expect(describeSubmitFailure(new ApiError(502, 'Bad Gateway', '<html>')).description).toBe('There was an error creating your booking');
    expect(describeSubmitFailure(new NetworkError()).description).toBe('Network error. Please try again.');
  });

  it('says it in Hindi: the known refusals by their words, the rest by the fallback', async () => {
    await loadTranslations('hi');
    const hi = textsIn(bookingTexts, 'hi');
    const phoneTaken = apiError(409, { error: 'PHONE_HAS_ACTIVE_BOOKING', message: 'There is already an active booking with this number' });
    expect(describeIn(phoneTaken, hi, 'hi').description).toBe('इस नंबर से पहले ही एक चालू बुकिंग है');
    expect(describeIn(apiError(500, { error: 'INTERNAL', message: 'boom' }), hi, 'hi').description).toBe('आपकी बुकिंग बनाने में गड़बड़ी हुई');
  });
});
