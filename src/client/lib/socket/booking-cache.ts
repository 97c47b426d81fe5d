import type { BookingStatus, CancelledBy } from '../../../shared/constants.js';

/** The fields a live message can tell about a cached booking, in whatever shape holds it. */
export interface BookingLike {
  id: number;
  barberId: number;
  status: BookingStatus;
  cancelledBy?: CancelledBy | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isBookingLike(value: unknown): value is BookingLike {
  return isRecord(value) && typeof value.id === 'number' && typeof value.barberId === 'number' && typeof value.status === 'string';
}

/** Bookings sit at most this deep in any answer: [{booking}], {activeBooking}, {bookings: [...]}. */
const MAX_DEPTH = 3;

/** Whether any booking in a cached answer matches (a booking, a list, track items, check-phone...). */
export function someBooking(data: unknown, predicate: (booking: BookingLike) => boolean, depth = 0): boolean {
  if (isBookingLike(data)) return predicate(data);
  if (depth >= MAX_DEPTH || !isRecord(data)) return false;
  const children: unknown[] = Array.isArray(data) ? data : Object.values(data);
  return children.some((child) => someBooking(child, predicate, depth + 1));
}

/**
 * Applies `update` to every booking in a cached answer, keeping every untouched object as it was
 * (same reference), so only components showing the changed booking re-render.
 */
export function mapBookings<T>(data: T, update: (booking: BookingLike) => BookingLike, depth = 0): T {
  if (isBookingLike(data)) return update(data) as T;
  if (depth >= MAX_DEPTH || !isRecord(data)) return data;
  if (Array.isArray(data)) {
    const next: unknown[] = data.map((child: unknown) => mapBookings(child, update, depth + 1));
    return (next.some((child, index) => child !== data[index]) ? next : data) as T;
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(data)) {
    const mapped = mapBookings(child, update, depth + 1);
    if (mapped !== child) changed = true;
    next[key] = mapped;
  }
  return (changed ? next : data) as T;
}

/** The new status of one booking, merged into a cached answer by id (docs/product/booking-rules.md#states-and-transitions). */
export function withBookingStatus<T>(data: T, bookingId: number, status: BookingStatus, cancelledBy?: CancelledBy | null): T {
  return mapBookings(data, (booking) => {
    if (booking.id !== bookingId) return booking;
    if (booking.status === status && (cancelledBy === undefined || booking.cancelledBy === cancelledBy)) return booking;
    return cancelledBy === undefined ? { ...booking, status } : { ...booking, status, cancelledBy };
  });
}

/** Booking queries any booking event may change, whatever they hold. */
const ALWAYS_AFFECTED: ReadonlySet<unknown> = new Set(['history', 'accuracy', 'messages', 'takings', 'takings-entries']);

/**
 * Whether a cached booking query can have changed with a booking event of this barber: a staff
 * view of that barber, anything holding one of that barber's bookings (their waits move too),
 * and anything not loaded yet. A customer tracking another barber's booking is left alone.
 */
export function bookingQueryAffected(
  queryKey: readonly unknown[],
  data: unknown,
  event: { barberId: number; bookingId: number },
): boolean {
  if (queryKey[1] === 'barber') return queryKey[2] === event.barberId;
  // The admin's history lists any booking that finishes; the accuracy report counts any walk-in served;
  // the messages list gains or settles a message with any booking's change; the takings and their
  // entries gain a payment with a completion, or change with a correction (docs/product/money.md).
  if (ALWAYS_AFFECTED.has(queryKey[1])) return true;
  if (data === undefined) return true;
  return someBooking(data, (booking) => booking.id === event.bookingId || booking.barberId === event.barberId);
}
