import { describe, expect, test } from 'vitest';
import { trackTexts } from '../texts.js';
import { goneSummary as summaryIn, type SeenBooking } from './gone-summary.js';

const goneSummary = (seen: SeenBooking[]) => summaryIn(seen, trackTexts.en);

describe('goneSummary', () => {
  test('says what became of each booking, calmly', () => {
    expect(goneSummary([{ id: 12, status: 'completed', cancelledBy: null }])).toEqual({
      title: 'No active bookings',
      description: 'Booking #12 is complete. Thank you for visiting!',
    });
    expect(goneSummary([{ id: 3, status: 'cancelled', cancelledBy: 'barber' }]).description).toBe('Booking #3 was cancelled by the shop.');
    expect(goneSummary([{ id: 3, status: 'cancelled', cancelledBy: 'customer' }]).description).toBe('Booking #3 was cancelled.');
  });

  test('a booking last seen active simply finished', () => {
    expect(
      goneSummary([
        { id: 4, status: 'serving', cancelledBy: null },
        { id: 5, status: 'completed', cancelledBy: null },
      ]).description,
    ).toBe('Booking #4 has finished and left the queue. Booking #5 is complete. Thank you for visiting!');
  });
});
