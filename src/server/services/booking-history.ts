import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { addCalendarDays } from '../../shared/domain/format.js';
import { shopDayStart } from '../../shared/domain/shop-day.js';
import type { HistoryPage, HistoryPageQuery } from '../../shared/schemas/booking.js';
import type { AppContext } from '../context.js';
import { bookings } from '../db/schema.js';
import { presentBookings } from './present-booking.js';

const FINISHED = ['completed', 'cancelled'] as const;

/** When a booking happened for history purposes: its slot, else when it was made (indexed as such). */
export const historyAt = sql<Date>`coalesce(${bookings.slotStart}, ${bookings.bookingTime})`;

/** The finished bookings of one kind, as both history filters (the admin's and the barber's) name them. */
export function finishedKindCondition(kind: 'completed' | 'cancelled' | 'cancelled-customer' | 'cancelled-barber' | 'no-show'): SQL | undefined {
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

function statusCondition(status: HistoryPageQuery['status']): SQL | undefined {
  return status === 'all' ? inArray(bookings.status, [...FINISHED]) : finishedKindCondition(status);
}

/** The cursor names the last row of a page: its history instant in ms and its id. */
function encodeCursor(at: Date, id: number): string {
  return `${at.getTime()}_${id}`;
}

function afterCursor(cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const [at = '0', id = '0'] = cursor.split('_');
  // Keyset: rows strictly older than the cursor's, in the index's own order.
  return sql`(${historyAt}, ${bookings.id}) < (${new Date(Number(at)).toISOString()}::timestamptz, ${Number(id)})`;
}

/**
 * One page of finished bookings, newest first, filtered in SQL and read along the history indexes
 * (keyset pagination: a page costs the same on the first day and after 100,000 bookings). The
 * caller has already decided which barber (or all) may be read.
 */
export async function historyPage(ctx: AppContext, barberId: number | undefined, query: HistoryPageQuery): Promise<HistoryPage> {
  const shop = await ctx.store.settings();
  const rows = await ctx.db
    .select()
    .from(bookings)
    .where(
      and(
        statusCondition(query.status),
        barberId === undefined ? undefined : eq(bookings.barberId, barberId),
        query.bookingType === 'all' ? undefined : eq(bookings.bookingType, query.bookingType),
        // Shop dates: a night past midnight is its date's, up to the next date's start.
        query.from === undefined ? undefined : gte(historyAt, new Date(shopDayStart(query.from, shop))),
        query.to === undefined ? undefined : lt(historyAt, new Date(shopDayStart(addCalendarDays(query.to, 1), shop))),
        afterCursor(query.cursor),
      ),
    )
    .orderBy(desc(historyAt), desc(bookings.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more = rows.length > query.limit && last !== undefined;
  return {
    bookings: await presentBookings(ctx, page),
    nextCursor: more ? encodeCursor(last.slotStart ?? last.bookingTime, last.id) : null,
  };
}
