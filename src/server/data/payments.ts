import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ShopTx } from '../db/client.js';
import { payments } from '../db/schema.js';

/** An entry as the table holds it (docs/product/money.md#paid-at-the-chair). */
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/** A booking's entries, oldest first: the first, then each correction. */
export async function paymentsOfBooking(db: ShopTx, bookingId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));
}

/** The entries of these bookings, oldest first. */
export async function paymentsOfBookings(db: ShopTx, bookingIds: readonly number[]): Promise<PaymentRow[]> {
  if (bookingIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.bookingId, [...bookingIds])).orderBy(asc(payments.id));
}

/** Which of these bookings have an entry recorded. */
export async function bookingsWithEntries(db: ShopTx, bookingIds: readonly number[]): Promise<Set<number>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ bookingId: payments.bookingId })
    .from(payments)
    .where(inArray(payments.bookingId, [...bookingIds]));
  return new Set(rows.map((row) => row.bookingId));
}

/** The booking's first entry, if one was recorded. */
export async function firstPaymentOfBooking(db: ShopTx, bookingId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.correctsId)));
  return row;
}

export async function insertPayment(tx: ShopTx, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert payments returned nothing');
  return row;
}

/**
 * Removes every entry of a booking: its completion was undone, so none of them happened. One
 * statement, so the corrections' references to the entries they correct are checked at its end.
 */
export async function deletePaymentsOfBooking(tx: ShopTx, bookingId: number): Promise<number> {
  const removed = await tx.delete(payments).where(eq(payments.bookingId, bookingId)).returning({ id: payments.id });
  return removed.length;
}
