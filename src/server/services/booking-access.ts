import { isManageToken } from '../auth/secret.js';
import { canSeeBarber, type Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { bookingById } from '../data/bookings.js';
import type { Tx } from '../db/client.js';
import { forbidden, notFound, type AppError, unauthorized } from '../http/errors.js';
import type { BookingRow } from './store.js';

/** How a caller stands to a booking (docs/product/roles.md): its barber or the admin, its customer, or neither. */
export type BookingRelation = 'staff' | 'owner' | null;

/** The booking with this id, or 404. */
export async function findBooking(db: Tx, bookingId: number, options: { forUpdate?: boolean } = {}): Promise<BookingRow> {
  const row = await bookingById(db, bookingId, options);
  if (!row) throw notFound('Booking not found');
  return row;
}

/**
 * Staff: the booking's barber or the admin. Owner: a customer session for the booking's phone, or
 * the booking's manage token (kept by the browser that booked it).
 */
export function relationTo(
  ctx: AppContext,
  principal: Principal | null,
  row: BookingRow,
  manageToken: string | undefined,
): BookingRelation {
  if (canSeeBarber(principal, row.barberId)) return 'staff';
  if (principal?.role === 'customer' && principal.phone === row.customerPhone) return 'owner';
  if (isManageToken(ctx.secret, row.id, manageToken)) return 'owner';
  return null;
}

/** 401 when an anonymous caller brought no proof at all, 403 when the proof or the user is wrong. */
export function accessRefused(principal: Principal | null, manageToken: string | undefined): AppError {
  return principal === null && !manageToken
    ? unauthorized('Please log in or open the link from your booking')
    : forbidden('This booking belongs to someone else');
}

/** The caller's relation to a booking, refusing anyone who has none. */
export function requireRelation(
  ctx: AppContext,
  principal: Principal | null,
  row: BookingRow,
  manageToken: string | undefined,
): 'staff' | 'owner' {
  const relation = relationTo(ctx, principal, row, manageToken);
  if (!relation) throw accessRefused(principal, manageToken);
  return relation;
}

/** The phone a customer session proved by one-time code, if the caller has one. */
export function verifiedPhoneOf(principal: Principal | null): string | undefined {
  return principal?.role === 'customer' ? principal.phone : undefined;
}
