import { and, count, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ShopDayRule } from '../../shared/domain/shop-day.js';
import type { HistoryFilter, HistoryPageQuery } from '../../shared/schemas/booking.js';
import type { ShopTx } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { isActive, type BookingRow } from './bookings.js';
import { shopDateSql } from './shop-date-sql.js';

const FINISHED = ['completed', 'cancelled'] as const;

/** When a booking happened for history purposes: its slot, else when it was made (indexed as such). */
const historyAt = sql<Date>`coalesce(${bookings.slotStart}, ${bookings.bookingTime})`;

/** The finished bookings of one kind, as both history filters (the admin's and the barber's) name them. */
function finishedKindCondition(kind: 'completed' | 'cancelled' | 'cancelled-customer' | 'cancelled-barber' | 'no-show'): SQL | undefined {
  switch (kind) {
    case 'completed':
    case 'cancelled':
      return eq(bookings.status, kind);
    case 'cancelled-customer':
      return and(eq(bookings.status, 'cancelled'), eq(bookings.cancelledBy, 'customer'));
    case 'cancelled-barber':
      return and(eq(bookings.status, 'cancelled'), eq(bookings.cancelledBy, 'barber'));
    case 'no-show':
      return and(eq(bookings.status, 'cancelled'), eq(bookings.cancelReason, 'no_show'));
  }
}

export interface HistoryPageFilter {
  barberId: number | undefined;
  status: HistoryPageQuery['status'];
  bookingType: HistoryPageQuery['bookingType'];
  /** From this instant on, and before `to` (shop dates made instants by the caller). */
  from: Date | undefined;
  to: Date | undefined;
  /** The last row of the page before: its history instant in ms and its id. */
  after: { at: number; id: number } | undefined;
  limit: number;
}

/**
 * Finished bookings newest first, filtered in SQL and read along the history indexes (keyset
 * pagination: a page costs the same on the first day and after 100,000 bookings).
 */
export async function finishedBookingsPage(db: ShopTx, filter: HistoryPageFilter): Promise<BookingRow[]> {
  const { after } = filter;
  return db
    .select()
    .from(bookings)
    .where(
      and(
        filter.status === 'all' ? inArray(bookings.status, [...FINISHED]) : finishedKindCondition(filter.status),
        filter.barberId === undefined ? undefined : eq(bookings.barberId, filter.barberId),
        filter.bookingType === 'all' ? undefined : eq(bookings.bookingType, filter.bookingType),
        filter.from === undefined ? undefined : gte(historyAt, filter.from),
        filter.to === undefined ? undefined : lt(historyAt, filter.to),
        // Keyset: rows strictly older than the cursor's, in the index's own order.
        after === undefined
          ? undefined
          : sql`(${historyAt}, ${bookings.id}) < (${new Date(after.at).toISOString()}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(desc(historyAt), desc(bookings.id))
    .limit(filter.limit);
}

function listStatusCondition(status: HistoryFilter['status']): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'active') return isActive;
  return finishedKindCondition(status);
}

/** The admin's booking list: newest first, by status, barber and the shop date a booking belongs to. */
export async function bookingList(db: ShopTx, filter: HistoryFilter, shop: ShopDayRule): Promise<BookingRow[]> {
  // The date a booking belongs to: its slot's shop date, else the one it was made on.
  const day = shopDateSql(sql`coalesce(${bookings.slotStart}, ${bookings.bookingTime})`, shop);
  return db
    .select()
    .from(bookings)
    .where(
      and(
        listStatusCondition(filter.status),
        filter.barberId === undefined ? undefined : eq(bookings.barberId, filter.barberId),
        filter.date === undefined ? undefined : sql`${day} = ${filter.date}`,
      ),
    )
    .orderBy(desc(bookings.bookingTime), desc(bookings.id))
    .limit(filter.limit);
}

/** A barber's finished bookings, newest made first. */
export async function finishedBookingsOfBarber(db: ShopTx, barberId: number, limit: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.barberId, barberId), inArray(bookings.status, [...FINISHED])))
    .orderBy(desc(bookings.bookingTime), desc(bookings.id))
    .limit(limit);
}

/**
 * A customer's bookings, newest first: those made while logged in (customer_id) and those made
 * anonymously with the same phone.
 */
export async function bookingsOfCustomer(db: ShopTx, customer: { id: number; phone: string }): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(or(eq(bookings.customerId, customer.id), eq(bookings.customerPhone, customer.phone)))
    .orderBy(desc(bookings.id));
}

/** Whether the customer ever booked in the shop, by their account or their phone. */
export async function hasBookingOfCustomer(db: ShopTx, customer: { id: number; phone: string }): Promise<boolean> {
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(or(eq(bookings.customerId, customer.id), eq(bookings.customerPhone, customer.phone)))
    .limit(1);
  return found !== undefined;
}

/** The name of a customer's latest booking that was made under a name other than `unnamed`. */
export async function latestNameOfCustomer(db: ShopTx, customer: { id: number; phone: string }, unnamed: string): Promise<string | undefined> {
  const [latest] = await db
    .select({ name: bookings.customerName })
    .from(bookings)
    .where(and(or(eq(bookings.customerId, customer.id), eq(bookings.customerPhone, customer.phone)), ne(bookings.customerName, unnamed)))
    .orderBy(desc(bookings.id))
    .limit(1);
  return latest?.name;
}

/** How many times each of these phones did not come since `since`, in one query. */
export async function noShowCounts(db: ShopTx, phones: readonly string[], since: Date): Promise<{ phone: string | null; count: number }[]> {
  return db
    .select({ phone: bookings.customerPhone, count: count() })
    .from(bookings)
    .where(and(eq(bookings.cancelReason, 'no_show'), inArray(bookings.customerPhone, [...phones]), gte(bookings.finishedAt, since)))
    .groupBy(bookings.customerPhone);
}
