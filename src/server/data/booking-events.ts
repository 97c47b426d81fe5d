import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type ShopTx } from '../db/client.js';
import { bookingEvents } from '../db/schema.js';

/*
 * The change log of bookings (docs/product/data.md#invariants booking_events), and the numbering of
 * a shop's live changes. Two numbers, not to be confused: a booking event's `id` names that event
 * (an undo says which change it takes back); the shop's `event_seq` counts the shop's changes of
 * every kind and is the `seq` of its live messages (docs/product/architecture.md#live-updates).
 */

export type BookingEventRow = typeof bookingEvents.$inferSelect;

/** The event `eventId` if it is one of this booking's. */
export async function eventOfBooking(db: ShopTx, bookingId: number, eventId: number): Promise<BookingEventRow | undefined> {
  const [event] = await db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.id, eventId), eq(bookingEvents.bookingId, bookingId)));
  return event;
}

/** The event id of the booking's latest status change, if it had one. */
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
export async function markEventUndone(tx: ShopTx, eventId: number, at: Date): Promise<void> {
  await tx.update(bookingEvents).set({ undoneAt: at }).where(eq(bookingEvents.id, eventId));
}

/** The latest events of a barber's bookings, newest first. */
export async function eventsOfBarber(db: ShopTx, barberId: number, limit: number): Promise<BookingEventRow[]> {
  return db.select().from(bookingEvents).where(eq(bookingEvents.barberId, barberId)).orderBy(desc(bookingEvents.id)).limit(limit);
}

/** The statement's one row, or an error naming what returned nothing. */
function onlyRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned nothing`);
  return row;
}

/**
 * Writes a booking's event, takes the shop's next change number and sends the notification on
 * `channel`, in one statement: the database sets the number (`seq`) and the shop's id into the
 * payload (the listeners route it to that shop's sockets only). Answers the event's id and the seq.
 */
export async function insertBookingEventNotifying(
  tx: ShopTx,
  channel: string,
  event: { bookingId: number; barberId: number; type: string; data: unknown; undo: unknown },
  payload: string,
): Promise<{ eventId: number; seq: number }> {
  const undoJson = event.undo === undefined ? null : JSON.stringify(event.undo);
  const result = await tx.execute(sql`
    with counter as (
      update shops set event_seq = event_seq + 1 where id = current_shop_id() returning event_seq
    ), event as (
      insert into ${bookingEvents} (booking_id, barber_id, type, data, undo)
      values (${event.bookingId}, ${event.barberId}, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${undoJson}::jsonb)
      returning id
    )
    select event.id::text as event_id, counter.event_seq::text as seq,
      pg_notify(${channel}, (${payload}::jsonb || jsonb_build_object('seq', counter.event_seq, 'shopId', current_shop_id()))::text)
    from event, counter`);
  const row = onlyRow(rowsOf<{ event_id: string; seq: string }>(result), 'insert booking_events');
  return { eventId: Number(row.event_id), seq: Number(row.seq) };
}

/**
 * Takes the shop's next change number and sends the notification on `channel` with it, for a
 * change that is not a booking's. Answers the seq.
 */
export async function notifyWithNextSeq(tx: ShopTx, channel: string, payload: string): Promise<number> {
  const result = await tx.execute(sql`
    with counter as (
      update shops set event_seq = event_seq + 1 where id = current_shop_id() returning event_seq
    )
    select event_seq::text as seq,
      pg_notify(${channel}, (${payload}::jsonb || jsonb_build_object('seq', event_seq, 'shopId', current_shop_id()))::text)
    from counter`);
  return Number(onlyRow(rowsOf<{ seq: string }>(result), "the shop's change counter").seq);
}

/** The shop's latest committed change number; 0 before its first change. */
export async function lastShopSeq(db: ShopTx): Promise<number> {
  const result = await db.execute(sql`select event_seq::text as seq from shops where id = current_shop_id()`);
  return Number(rowsOf<{ seq: string }>(result)[0]?.seq ?? 0);
}
