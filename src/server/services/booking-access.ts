import type { BookingResource } from '../../shared/policy/principal.js';
import { isManageToken } from '../auth/secret.js';
import type { Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { bookingById } from '../data/bookings.js';
import type { ShopTx } from '../db/client.js';
import { notFound } from '../http/errors.js';
import type { BookingRow } from './store.js';

/** The booking with this id, or 404. */
export async function findBooking(db: ShopTx, bookingId: number, options: { forUpdate?: boolean } = {}): Promise<BookingRow> {
  const row = await bookingById(db, bookingId, options);
  if (!row) throw notFound('Booking not found');
  return row;
}

/**
 * A booking as the policy sees it (docs/product/roles.md): its chair, its phone, and whether the
 * caller brought its manage token, kept by the browser that booked it.
 */
export function bookingResource(ctx: AppContext, row: BookingRow, manageToken: string | undefined): BookingResource {
  if (!manageToken) return { barberId: row.barberId, customerPhone: row.customerPhone, manageToken: 'none' };
  const valid = isManageToken(ctx.secret, row.id, manageToken);
  return { barberId: row.barberId, customerPhone: row.customerPhone, manageToken: valid ? 'valid' : 'invalid' };
}

/** The phone a customer session proved by one-time code, if the caller has one. */
export function verifiedPhoneOf(principal: Principal | null): string | undefined {
  return principal?.role === 'customer' ? principal.phone : undefined;
}
