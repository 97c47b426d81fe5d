import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { bookingEvents } from '../db/schema.js';

/*
 * The change log of bookings (docs/product/data.md#invariants booking_events). Its rows are written
 * with their notification by src/server/realtime/publish.ts, in the change's own transaction.
 */

export type BookingEventRow = typeof bookingEvents.$inferSelect;

/** The event `seq` if it is one of this booking's. */
export async function eventOfBooking(db: Tx, bookingId: number, seq: number): Promise<BookingEventRow | undefined> {
  const [event] = await db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.id, seq), eq(bookingEvents.bookingId, bookingId)));
  return event;
}

/** The seq of the booking's latest status change, if it had one. */
export async function latestStatusChangeOfBooking(db: Tx, bookingId: number): Promise<number | undefined> {
  const [latest] = await db
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.type, 'bookingStatusChanged')))
    .orderBy(desc(bookingEvents.id))
    .limit(1);
  return latest?.id;
}

/** Marks a status change as taken back, so it cannot be undone twice. */
export async function markEventUndone(tx: Tx, seq: number, at: Date): Promise<void> {
  await tx.update(bookingEvents).set({ undoneAt: at }).where(eq(bookingEvents.id, seq));
}

/** The latest events of a barber's bookings, newest first. */
export async function eventsOfBarber(db: Tx, barberId: number, limit: number): Promise<BookingEventRow[]> {
  return db.select().from(bookingEvents).where(eq(bookingEvents.barberId, barberId)).orderBy(desc(bookingEvents.id)).limit(limit);
}
