import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ACTIVE_STATUSES } from '../../shared/constants.js';
import type { Db, ShopTx } from '../db/client.js';
import { bookings } from '../db/schema.js';

export type { ServiceSnapshot } from '../db/schema.js';

/** A booking as the table holds it. */
export type BookingRow = typeof bookings.$inferSelect;
/** The columns a new booking is written with. */
export type NewBookingRow = typeof bookings.$inferInsert;
/** Columns to change on a booking: values, or SQL computed from the row (a count plus one). */
export type BookingChanges = PgUpdateSetSource<typeof bookings>;

/** The booking with this id, locked for the caller's transaction when asked. */
export async function bookingById(db: ShopTx, bookingId: number, options: { forUpdate?: boolean } = {}): Promise<BookingRow | undefined> {
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * A booking read by its whole key through the platform's handle (docs/decisions/0021-platform-operator.md),
 * which reads every shop's bookings: the message worker's look at the booking of a message it claimed.
 */
export async function bookingOfShop(platform: Db, shopId: number, bookingId: number): Promise<BookingRow | undefined> {
  const [row] = await platform.select().from(bookings).where(and(eq(bookings.shopId, shopId), eq(bookings.id, bookingId)));
  return row;
}

/** The booking an Idempotency-Key made, if any (the key is unique). */
export async function bookingByIdempotencyKey(db: ShopTx, key: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  return row;
}

/**
 * The booking is active (waiting or serving), the statuses written into the text: a constant list
 * keeps the statement's text the same, so it is prepared once, where a list of parameters runs
 * unnamed and is planned anew every time (docs/decisions/0019-shops.md, "Prepared statements").
 */
export const isActive: SQL = sql`${bookings.status} in (${sql.raw(ACTIVE_STATUSES.map((status) => `'${status}'`).join(', '))})`;

const activeOf = (barbers: SQL) => and(barbers, isActive);

/**
 * The active (waiting and serving) bookings of one barber, in token order, along the barber and
 * status index. Read with the caller's transaction, it is fresher than the hot store, which loads
 * its copy with this same query.
 */
export async function activeBookingsOfBarber(db: ShopTx, barberId: number): Promise<BookingRow[]> {
  return db.select().from(bookings).where(activeOf(eq(bookings.barberId, barberId))).orderBy(asc(bookings.id));
}

/** The active bookings of several barbers at once, in token order (placing a walk-in with any barber). */
export async function activeBookingsOfBarbers(db: ShopTx, barberIds: readonly number[]): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(activeOf(inArray(bookings.barberId, [...barberIds])))
    .orderBy(asc(bookings.id));
}

/** The phone's active booking as the database has it now: a phone has at most one (a unique index). */
export async function activeBookingOfPhone(db: ShopTx, phone: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.customerPhone, phone), isActive));
  return row;
}

/** Another active booking of this phone than `bookingId`, if one exists. */
export async function otherActiveBookingOfPhone(db: ShopTx, phone: string, bookingId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.customerPhone, phone), isActive, ne(bookings.id, bookingId)))
    .limit(1);
  return row;
}

/** Another booking than `bookingId` in this barber's chair, if one is there. */
export async function otherServingBookingOfBarber(db: ShopTx, barberId: number, bookingId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.barberId, barberId), eq(bookings.status, 'serving'), ne(bookings.id, bookingId)))
    .limit(1);
  return row;
}

/** A barber's waiting walk-ins in token order, locked for the caller's transaction. */
export async function waitingWalkInsOfBarberForUpdate(tx: ShopTx, barberId: number): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.barberId, barberId), eq(bookings.status, 'waiting'), eq(bookings.bookingType, 'queue')))
    .orderBy(asc(bookings.id))
    .for('update');
}

/** Every waiting booking of the shop. */
export async function waitingBookings(db: ShopTx): Promise<BookingRow[]> {
  return db.select().from(bookings).where(eq(bookings.status, 'waiting'));
}

/** Writes a new booking and answers its row. */
export async function insertBooking(tx: ShopTx, values: NewBookingRow): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  if (!row) throw new Error('insert bookings returned nothing');
  return row;
}

/** Changes a booking whatever its state; undefined when there is no such booking. */
export async function updateBooking(tx: ShopTx, bookingId: number, changes: BookingChanges): Promise<BookingRow | undefined> {
  const [row] = await tx.update(bookings).set(changes).where(eq(bookings.id, bookingId)).returning();
  return row;
}

/**
 * Changes a booking only while it is still in `status` (and, when given, with `barberId`): the
 * compare and set every status change, move and arrival relies on. Undefined when it was not.
 */
export async function updateBookingIn(
  tx: ShopTx,
  bookingId: number,
  expected: { status: BookingRow['status']; barberId?: number },
  changes: BookingChanges,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set(changes)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, expected.status),
        expected.barberId === undefined ? undefined : eq(bookings.barberId, expected.barberId),
      ),
    )
    .returning();
  return row;
}

/** Cancels every active booking of a barber (the barber is deleted) and answers them. */
export async function cancelActiveBookingsOfBarber(tx: ShopTx, barberId: number, changes: BookingChanges): Promise<BookingRow[]> {
  return tx
    .update(bookings)
    .set(changes)
    .where(activeOf(eq(bookings.barberId, barberId)))
    .returning();
}

/** Says a waiting walk-in is running late, once: only while no later start is kept for him. */
export async function markRunningLate(tx: ShopTx, bookingId: number, changes: BookingChanges): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set(changes)
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'waiting'), isNull(bookings.notBefore)))
    .returning();
  return row;
}

/** Counts one more pass of a waiting booking (a Start went before it). */
export async function countPassOver(tx: ShopTx, bookingId: number, at: Date): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ passedOver: sql`${bookings.passedOver} + 1`, updatedAt: at })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'waiting')))
    .returning();
  return row;
}

/** Takes one pass back, only while the count is still the one that pass made. */
export async function restorePassOver(tx: ShopTx, bookingId: number, passedOver: number, at: Date): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ passedOver, updatedAt: at })
    .where(and(eq(bookings.id, bookingId), eq(bookings.passedOver, passedOver + 1)))
    .returning();
  return row;
}
