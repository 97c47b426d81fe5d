import type { Booking } from '../../shared/schemas/booking.js';
import type { Customer } from '../../shared/schemas/auth.js';
import { WALK_IN_NAME } from '../../shared/schemas/staff-walk-in.js';
import type { Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { bookingsOfCustomer, hasBookingOfCustomer, latestNameOfCustomer } from '../data/booking-lists.js';
import { customerById, nameUnnamedCustomer, renameCustomerRow, upsertCustomerByPhone, type CustomerRow } from '../data/customers.js';
import type { ShopTx, Tx } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { verifiedPhoneOf } from './booking-access.js';
import { presentBookings } from './present-booking.js';

export type { CustomerRow };

/** The API shape of a customer (docs/product/data.md Customer). */
export function presentCustomer(row: CustomerRow): Customer {
  return { id: row.id, name: row.name, phone: row.phone };
}

/**
 * A customer as the caller may see them. A phone is one customer in every shop, but a shop's staff
 * know only those who booked in their shop (docs/decisions/0020-shop-routing.md): anyone else is
 * not found for them, as a customer of no shop is.
 */
export async function getCustomer(ctx: AppContext, principal: Principal | null, customerId: number): Promise<CustomerRow> {
  const row = await customerById(ctx.database.db, customerId);
  const known = row !== undefined && (principal?.role === 'customer' ? principal.customerId === row.id : await hasBookingOfCustomer(ctx.db, row));
  if (!row || !known) throw notFound('Customer not found');
  return row;
}

/**
 * The customer with this phone, created on first login (phones are unique). One who has no name
 * yet is known by the name of the phone's latest booking (the code proved the phone is theirs),
 * not counting a walk-in the shop added without asking the name.
 */
export async function findOrCreateCustomer(tx: ShopTx, phone: string): Promise<CustomerRow> {
  const row = await upsertCustomerByPhone(tx, phone);
  if (row.name !== '') return row;
  const latest = await latestNameOfCustomer(tx, { id: row.id, phone }, WALK_IN_NAME);
  const renamed = latest === undefined ? undefined : await nameIfUnnamed(tx, row.id, latest);
  return renamed ?? row;
}

/**
 * Gives a customer who has no name yet the name they booked under; one who has a name keeps it
 * (they chose it on their account). Returns the renamed row, or undefined when nothing changed.
 */
export async function nameIfUnnamed(tx: Tx, customerId: number, name: string): Promise<CustomerRow | undefined> {
  const trimmed = name.trim();
  if (trimmed === '') return undefined;
  return nameUnnamedCustomer(tx, customerId, trimmed);
}

export async function renameCustomer(ctx: AppContext, principal: Principal | null, customerId: number, name: string): Promise<CustomerRow> {
  await getCustomer(ctx, principal, customerId);
  const row = await renameCustomerRow(ctx.database.db, customerId, name);
  if (!row) throw notFound('Customer not found');
  return row;
}

/**
 * A customer's bookings, newest first: those made while logged in (customer_id) and those made
 * anonymously with the same phone before the customer first logged in.
 */
export async function customerBookings(ctx: AppContext, principal: Principal | null, customerId: number): Promise<Booking[]> {
  const customer = await getCustomer(ctx, principal, customerId);
  const rows = await bookingsOfCustomer(ctx.db, customer);
  return presentBookings(ctx, rows, { verifiedPhone: verifiedPhoneOf(principal) });
}
