import { addCalendarDays } from '../../shared/domain/format.js';
import { shopDayStart } from '../../shared/domain/shop-day.js';
import type { HistoryPage, HistoryPageQuery } from '../../shared/schemas/booking.js';
import type { AppContext } from '../context.js';
import { finishedBookingsPage } from '../data/booking-lists.js';
import { paymentsOfBookings } from '../data/payments.js';
import { presentPayments } from './payments.js';
import { presentBookings } from './present-booking.js';

/** The cursor names the last row of a page: its history instant in ms and its id. */
function encodeCursor(at: Date, id: number): string {
  return `${at.getTime()}_${id}`;
}

function decodeCursor(cursor: string | undefined): { at: number; id: number } | undefined {
  if (cursor === undefined) return undefined;
  const [at = '0', id = '0'] = cursor.split('_');
  return { at: Number(at), id: Number(id) };
}

/**
 * One page of finished bookings, newest first, filtered in SQL and read along the history indexes
 * (keyset pagination: a page costs the same on the first day and after 100,000 bookings). The
 * caller has already decided which barber (or all) may be read.
 */
export async function historyPage(ctx: AppContext, barberId: number | undefined, query: HistoryPageQuery): Promise<HistoryPage> {
  const shop = await ctx.store.settings();
  const rows = await finishedBookingsPage(ctx.db, {
    barberId,
    status: query.status,
    bookingType: query.bookingType,
    // Shop dates: a night past midnight is its date's, up to the next date's start.
    from: query.from === undefined ? undefined : new Date(shopDayStart(query.from, shop)),
    to: query.to === undefined ? undefined : new Date(shopDayStart(addCalendarDays(query.to, 1), shop)),
    after: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more = rows.length > query.limit && last !== undefined;
  return {
    bookings: await presentBookings(ctx, page),
    payments: presentPayments(await paymentsOfBookings(ctx.db, page.filter((row) => row.status === 'completed').map((row) => row.id))),
    nextCursor: more ? encodeCursor(last.slotStart ?? last.bookingTime, last.id) : null,
  };
}
