/**
 * Which bookings this device gets notifications about, and on which push endpoint (the browser
 * has one subscription for the whole site). Kept in localStorage keyed by booking id, beside the
 * manage tokens; the server keeps the subscriptions themselves.
 */
const KEY = 'chair.pushBookings';
/** Notifications about old bookings are over; keep the newest few. */
const KEEP = 20;

/** Booking id (as text) → the endpoint subscribed for it. */
export type PushBookings = Record<string, string>;

/** The record with this booking on this endpoint, the newest `KEEP` bookings only. */
export function withBooking(bookings: PushBookings, bookingId: number, endpoint: string): PushBookings {
  const next: PushBookings = { ...bookings, [String(bookingId)]: endpoint };
  const newest = Object.keys(next)
    .map(Number)
    .sort((a, b) => b - a)
    .slice(0, KEEP);
  return Object.fromEntries(newest.map((id) => [String(id), next[String(id)] ?? '']));
}

export function withoutBooking(bookings: PushBookings, bookingId: number): PushBookings {
  return Object.fromEntries(Object.entries(bookings).filter(([id]) => id !== String(bookingId)));
}

function read(): PushBookings {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

function write(bookings: PushBookings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(bookings));
  } catch {
    // Private mode or a full storage: the notifications still come; only this button forgets.
  }
}

/** The endpoint this device subscribed for the booking, if it did. */
export function pushEndpointOf(bookingId: number): string | undefined {
  return read()[String(bookingId)];
}

export function rememberPush(bookingId: number, endpoint: string): void {
  write(withBooking(read(), bookingId, endpoint));
}

export function forgetPush(bookingId: number): void {
  write(withoutBooking(read(), bookingId));
}

/** Whether another booking on this device still gets notifications on this endpoint. */
export function endpointInUse(endpoint: string): boolean {
  return Object.values(read()).includes(endpoint);
}
