import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { Booking } from '../../shared/schemas/booking.js';
import type { Customer } from '../../shared/schemas/auth.js';
import { WALK_IN_NAME } from '../../shared/schemas/staff-walk-in.js';
import type { Principal } from '../auth/session.js';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { bookings, customers } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { verifiedPhoneOf } from './booking-access.js';
import { presentBookings } from './present-booking.js';

export type CustomerRow = typeof customers.$inferSelect;

/** The API shape of a customer (docs/product/data.md Customer). */
export function presentCustomer(row: CustomerRow): Customer {
  return { id: row.id, name: row.name, phone: row.phone };
}

export async function findCustomer(db: Tx, customerId: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

export async function getCustomer(ctx: AppContext, customerId: number): Promise<CustomerRow> {
  const row = await findCustomer(ctx.db, customerId);
  if (!row) throw notFound('Customer not found');
  return row;
}

/**
 * The customer with this phone, created on first login (phones are unique). One who has no name
 * yet is known by the name of the phone's latest booking (the code proved the phone is theirs),
 * not counting a walk-in the shop added without asking the name.
 */
export async function findOrCreateCustomer(tx: Tx, phone: string): Promise<CustomerRow> {
  // `do update` (a no-op) rather than `do nothing`, so the existing row is returned too.
  const [row] = await tx
    .insert(customers)
    .values({ phone })
    .onConflictDoUpdate({ target: customers.phone, set: { phone } })
    .returning();
  if (!row) throw new Error('insert customers returned nothing');
  if (row.name !== '') return row;
  const [latest] = await tx
    .select({ name: bookings.customerName })
    .from(bookings)
    .where(and(or(eq(bookings.customerId, row.id), eq(bookings.customerPhone, phone)), ne(bookings.customerName, WALK_IN_NAME)))
    .orderBy(desc(bookings.id))
    .limit(1);
  return (latest && (await nameIfUnnamed(tx, row.id, latest.name))) ?? row;
}

/**
 * Gives a customer who has no name yet the name they booked under; one who has a name keeps it
 * (they chose it on their account). Returns the renamed row, or undefined when nothing changed.
 */
export async function nameIfUnnamed(tx: Tx, customerId: number, name: string): Promise<CustomerRow | undefined> {
  const trimmed = name.trim();
  if (trimmed === '') return undefined;
  const [row] = await tx
    .update(customers)
    .set({ name: trimmed })
    .where(and(eq(customers.id, customerId), eq(customers.name, '')))
    .returning();
  return row;
}

export async function renameCustomer(ctx: AppContext, customerId: number, name: string): Promise<CustomerRow> {
  const [row] = await ctx.db.update(customers).set({ name }).where(eq(customers.id, customerId)).returning();
  if (!row) throw notFound('Customer not found');
  return row;
}

/**
 * A customer's bookings, newest first: those made while logged in (customer_id) and those made
 * anonymously with the same phone before the customer first logged in.
 */
export async function customerBookings(ctx: AppContext, principal: Principal | null, customerId: number): Promise<Booking[]> {
  const customer = await getCustomer(ctx, customerId);
  const rows = await ctx.db
    .select()
    .from(bookings)
    .where(or(eq(bookings.customerId, customer.id), eq(bookings.customerPhone, customer.phone)))
    .orderBy(desc(bookings.id));
  return presentBookings(ctx, rows, { verifiedPhone: verifiedPhoneOf(principal) });
}
