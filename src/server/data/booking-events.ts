import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type ShopTx, type Tx } from '../db/client.js';
import { bookingEvents } from '../db/schema.js';

/*
 * The change log of bookings (docs/product/data.md#invariants booking_events), and the notifications
 * that tell every instance of a change: its id sequence numbers every change (`seq`).
 */

export type BookingEventRow = typeof bookingEvents.$inferSelect;

/** The event `seq` if it is one of this booking's. */
export async function eventOfBooking(db: ShopTx, bookingId: number, seq: number): Promise<BookingEventRow | undefined> {
  const [event] = await db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.id, seq), eq(bookingEvents.bookingId, bookingId)));
  return event;
}

/** The seq of the booking's latest status change, if it had one. */
export async function latestStatusChangeOfBooking(db: ShopTx, bookingId: number): Promise<number | undefined> {
  const [latest] = await db
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.type, 'bookingStatusChanged')))
    .orderBy(desc(bookingEvents.id))
    .limit(1);
  return latest?.id;
}

/** Marks a status change as taken back, so it cannot be undone twice. */
export async function markEventUndone(tx: ShopTx, seq: number, at: Date): Promise<void> {
  await tx.update(bookingEvents).set({ undoneAt: at }).where(eq(bookingEvents.id, seq));
}

/** The latest events of a barber's bookings, newest first. */
export async function eventsOfBarber(db: ShopTx, barberId: number, limit: number): Promise<BookingEventRow[]> {
  return db.select().from(bookingEvents).where(eq(bookingEvents.barberId, barberId)).orderBy(desc(bookingEvents.id)).limit(limit);
}

/**
 * Writes a booking's event and sends its notification on `channel` in one statement: the row's id
 * is the seq, set into the payload by the database with the shop's id (the listeners route it to
 * that shop's sockets only). Answers the seq.
 */
export async function insertBookingEventNotifying(
  tx: ShopTx,
  channel: string,
  event: { bookingId: number; barberId: number; type: string; data: unknown; undo: unknown },
  payload: string,
): Promise<number> {
  const undoJson = event.undo === undefined ? null : JSON.stringify(event.undo);
  const result = await tx.execute(sql`
    with event as (
      insert into ${bookingEvents} (booking_id, barber_id, type, data, undo)
      values (${event.bookingId}, ${event.barberId}, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${undoJson}::jsonb)
      returning id
    )
    select id::text as seq, pg_notify(${channel}, (${payload}::jsonb || jsonb_build_object('seq', id, 'shopId', current_shop_id()))::text)
    from event`);
  const seq = rowsOf<{ seq: string }>(result)[0]?.seq;
  if (seq === undefined) throw new Error('insert booking_events returned nothing');
  return Number(seq);
}

/** Takes the next number of the events' sequence, for a change that is not a booking's. */
export async function nextEventSeq(tx: ShopTx): Promise<number> {
  const result = await tx.execute(sql`select nextval('booking_events_id_seq')::text as seq`);
  return Number(rowsOf<{ seq: string }>(result)[0]?.seq ?? 0);
}

/** The highest number of the events' sequence handed out so far; 0 before the first. */
export async function lastEventSeq(db: Tx): Promise<number> {
  const result = await db.execute(sql`select last_value::text as value, is_called from booking_events_id_seq`);
  const [row] = rowsOf<{ value: string; is_called: boolean }>(result);
  if (!row) return 0;
  return row.is_called ? Number(row.value) : Number(row.value) - 1;
}

/** Sends a notification on `channel` when the transaction commits, naming the shop it is of. */
export async function notify(tx: ShopTx, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, (${payload}::jsonb || jsonb_build_object('shopId', current_shop_id()))::text)`);
}
