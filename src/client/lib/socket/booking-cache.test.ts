import { describe, expect, test } from 'vitest';
import { bookingQueryAffected, someBooking, withBookingStatus } from './booking-cache.js';

const booking = (id: number, barberId: number, status = 'waiting') => ({ id, barberId, status, cancelledBy: null, customerName: 'A' });

describe('withBookingStatus', () => {
  test('finds the booking in every shape the API answers with', () => {
    const single = booking(1, 1);
    const list = [booking(1, 1), booking(2, 1)];
    const tracked = [{ booking: booking(1, 1), waitTime: 5 }];
    const checked = { hasActiveBooking: true, activeBooking: booking(1, 1) };
    const staff = { bookedSlots: [], bookings: [booking(1, 1)] };
    expect(withBookingStatus(single, 1, 'serving').status).toBe('serving');
    expect(withBookingStatus(list, 1, 'serving')[0]?.status).toBe('serving');
    expect(withBookingStatus(tracked, 1, 'serving')[0]?.booking.status).toBe('serving');
    expect(withBookingStatus(checked, 1, 'completed').activeBooking.status).toBe('completed');
    expect(withBookingStatus(staff, 1, 'completed').bookings[0]?.status).toBe('completed');
  });

  test('keeps every untouched object (same reference) and the whole answer when nothing changes', () => {
    const list = [booking(1, 1), booking(2, 1)];
    const next = withBookingStatus(list, 2, 'serving');
    expect(next[0]).toBe(list[0]);
    expect(next[1]).not.toBe(list[1]);
    expect(withBookingStatus(list, 99, 'serving')).toBe(list);
    expect(withBookingStatus(list, 1, 'waiting')).toBe(list);
  });

  test('records who cancelled', () => {
    expect(withBookingStatus(booking(1, 1), 1, 'cancelled', 'customer')).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
  });

  test('leaves empty and foreign data alone', () => {
    const notLoaded: unknown = undefined;
    expect(withBookingStatus(notLoaded, 1, 'serving')).toBeUndefined();
    expect(withBookingStatus(null, 1, 'serving')).toBeNull();
    const barbers = [{ id: 1, name: 'Ravi', waitTime: 5 }];
    expect(withBookingStatus(barbers, 1, 'serving')).toBe(barbers);
  });
});

describe('bookingQueryAffected', () => {
  const event = { barberId: 1, bookingId: 7 };
  test("staff views follow their barber's id in the key", () => {
    expect(bookingQueryAffected(['bookings', 'barber', 1, 'queue'], [], event)).toBe(true);
    expect(bookingQueryAffected(['bookings', 'barber', 2, 'queue'], [booking(7, 1)], event)).toBe(false);
  });
  test('other views are affected when they hold that booking or any booking of that barber', () => {
    expect(bookingQueryAffected(['bookings', 'track', 'x'], [{ booking: booking(3, 1) }], event)).toBe(true);
    expect(bookingQueryAffected(['bookings', 'track', 'x'], [{ booking: booking(3, 2) }], event)).toBe(false);
    expect(bookingQueryAffected(['bookings', 'detail', 7], booking(7, 1), event)).toBe(true);
    expect(bookingQueryAffected(['bookings', 'track', 'x'], null, event)).toBe(false);
  });
  test('history, accuracy, messages, takings and never-loaded queries always refetch', () => {
    expect(bookingQueryAffected(['bookings', 'history', {}], [], event)).toBe(true);
    // A report of money names no booking: a completion with its payment changes it all the same.
    const takings = { from: '2026-11-21', to: '2026-11-21', totals: { receivedPaise: 0, entries: 0 }, barbers: [], days: [] };
    expect(bookingQueryAffected(['bookings', 'takings', 'barber', '2026-11-21', '2026-11-21'], takings, event)).toBe(true);
    expect(bookingQueryAffected(['bookings', 'takings-entries', 'admin', '2026-11-21', '2026-11-21'], { pages: [], pageParams: [] }, event)).toBe(true);
    expect(bookingQueryAffected(['bookings', 'accuracy', 7], { days: 7, barbers: [{ barberId: 2 }] }, event)).toBe(true);
    // A message names its booking but not its barber: the list refetches whatever it holds.
    const messages = { pages: [{ channel: 'echo', messages: [{ id: 4, bookingId: 3, status: 'sent' }], nextBefore: null }], pageParams: [null] };
    expect(bookingQueryAffected(['bookings', 'messages', 'all'], messages, event)).toBe(true);
    expect(bookingQueryAffected(['bookings', 'detail', 3], undefined, event)).toBe(true);
  });
  test('someBooking looks no deeper than the API nests', () => {
    expect(someBooking({ a: { b: { c: { d: booking(1, 1) } } } }, () => true)).toBe(false);
  });
});
