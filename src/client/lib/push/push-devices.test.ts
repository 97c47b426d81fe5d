import { describe, expect, it } from 'vitest';
import { withBooking, withoutBooking } from './push-devices.js';

describe('the bookings this device gets notifications about', () => {
  it('keeps each booking with its endpoint, and forgets one without touching the others', () => {
    const both = withBooking(withBooking({}, 7, 'https://push.example/a'), 9, 'https://push.example/a');
    expect(both).toEqual({ '7': 'https://push.example/a', '9': 'https://push.example/a' });
    expect(withBooking(both, 7, 'https://push.example/b')['7']).toBe('https://push.example/b');
    expect(withoutBooking(both, 7)).toEqual({ '9': 'https://push.example/a' });
    expect(withoutBooking(both, 8)).toEqual(both);
  });

  it('keeps the newest 20 bookings only', () => {
    let bookings = {};
    for (let id = 1; id <= 25; id += 1) bookings = withBooking(bookings, id, `https://push.example/${id}`);
    expect(Object.keys(bookings).map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 6));
  });
});
