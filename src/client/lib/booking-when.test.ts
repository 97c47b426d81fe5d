import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../shared/domain/format.js';
import { bookingInstant } from './booking-when.js';

const DAY_SHOP = { openTime: '09:00', closeTime: '18:00', timeZone: 'Asia/Kolkata' };
const NIGHT_SHOP = { ...DAY_SHOP, closeTime: '04:30' };
const bookingTime = '2026-11-27T14:30:00.000Z';

describe('bookingInstant', () => {
  it("is the slot's instant, on the calendar date after its own in the small hours of a night", () => {
    const night = { slotDate: '2026-11-27', slotTime: '03:00', bookingTime };
    expect(bookingInstant(night, NIGHT_SHOP)).toBe(Date.parse('2026-11-28T03:00:00+05:30'));
    expect(formatDateTime(bookingInstant(night, NIGHT_SHOP), NIGHT_SHOP.timeZone)).toBe('28 November, 2026 at 3:00 AM');
    expect(bookingInstant({ ...night, slotTime: '21:00' }, NIGHT_SHOP)).toBe(Date.parse('2026-11-27T21:00:00+05:30'));
  });

  it('keeps every time on its date for hours that end by midnight', () => {
    expect(bookingInstant({ slotDate: '2026-11-27', slotTime: '03:00', bookingTime }, DAY_SHOP)).toBe(Date.parse('2026-11-27T03:00:00+05:30'));
  });

  it('is when a walk-in was made', () => {
    expect(bookingInstant({ slotDate: null, slotTime: null, bookingTime }, NIGHT_SHOP)).toBe(bookingTime);
  });
});
