import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { ShopTx } from '../db/client.js';
import { bookings } from '../db/schema.js';
import type { BookingRow } from './bookings.js';

/*
 * What the messages to customers record on their booking (docs/product/messages.md). Each write is
 * a compare and set: it happens only while the booking is still as the plan review judged it, so
 * two instances deciding the same thing write it once.
 */

async function setWhileWaiting(tx: ShopTx, bookingId: number, unchanged: SQL[], changes: Partial<BookingRow>): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set(changes)
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'waiting'), ...unchanged))
    .returning();
  return row;
}

/** The first start a waiting booking is told, when none was recorded yet. */
export function recordToldStart(tx: ShopTx, bookingId: number, start: Date): Promise<BookingRow | undefined> {
  return setWhileWaiting(tx, bookingId, [isNull(bookings.toldStart)], { toldStart: start });
}

/** The booking was told its start falls after hours: once. */
export function recordAfterHours(tx: ShopTx, bookingId: number, at: Date): Promise<BookingRow | undefined> {
  return setWhileWaiting(tx, bookingId, [isNull(bookings.afterHoursAt)], { afterHoursAt: at });
}

/** The booking was told its turn is near, with the start it was told: once. */
export function recordTurnNear(tx: ShopTx, bookingId: number, at: Date, start: Date): Promise<BookingRow | undefined> {
  return setWhileWaiting(tx, bookingId, [isNull(bookings.turnNearAt)], { turnNearAt: at, toldStart: start });
}

/**
 * The booking was told its start moved, the `move`th time: only after the one before, and only
 * while the start last told is still `told`, the one the move was judged against (a look from rows
 * older than another instance's message judged it against a start the customer no longer holds).
 */
export function recordMoveTold(tx: ShopTx, bookingId: number, start: Date, move: number, told: Date): Promise<BookingRow | undefined> {
  return setWhileWaiting(tx, bookingId, [eq(bookings.movesTold, move - 1), eq(bookings.toldStart, told)], { toldStart: start, movesTold: move });
}

/** A delivered "turn is near" the barber sees on the queue: recorded once; answers what to announce. */
export async function recordTurnNearDelivered(
  tx: ShopTx,
  bookingId: number,
  at: Date,
): Promise<Pick<BookingRow, 'id' | 'barberId' | 'status'> | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ turnNearToldAt: at })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.turnNearToldAt)))
    .returning({ id: bookings.id, barberId: bookings.barberId, status: bookings.status });
  return row;
}
