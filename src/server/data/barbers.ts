import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ShopTx } from '../db/client.js';
import { barbers } from '../db/schema.js';

/*
 * Barbers. Their locks order the changes of one chair (docs/product/architecture.md): a new
 * booking and a schedule change take `for update`, a status change and a move `for no key update`
 * (a booking event's reference to its barber only takes a key-share lock), always in id order.
 */

export type BarberRow = typeof barbers.$inferSelect;
export type BarberChanges = PgUpdateSetSource<typeof barbers>;

/** Every barber who is not deleted, by id (the hot store's copy). */
export async function liveBarbers(db: ShopTx): Promise<BarberRow[]> {
  return db.select().from(barbers).where(isNull(barbers.deletedAt)).orderBy(asc(barbers.id));
}

/** The barber with this id, deleted or not. */
export async function barberById(db: ShopTx, barberId: number): Promise<BarberRow | undefined> {
  const [row] = await db.select().from(barbers).where(eq(barbers.id, barberId));
  return row;
}

/** The barber with this id, deleted or not, locked for the transaction (a booking is placed with them). */
export async function lockBarberForBooking(tx: ShopTx, barberId: number): Promise<BarberRow | undefined> {
  const [row] = await tx.select().from(barbers).where(eq(barbers.id, barberId)).for('update');
  return row;
}

/** The barber with this id if not deleted, locked for the transaction (their profile or hours change). */
export async function lockLiveBarber(tx: ShopTx, barberId: number): Promise<BarberRow | undefined> {
  const [row] = await tx
    .select()
    .from(barbers)
    .where(and(eq(barbers.id, barberId), isNull(barbers.deletedAt)))
    .for('update');
  return row;
}

/** Every barber taking bookings now, locked in id order (a walk-in for any barber is placed). */
export async function lockAvailableBarbers(tx: ShopTx): Promise<BarberRow[]> {
  return tx
    .select()
    .from(barbers)
    .where(and(isNull(barbers.deletedAt), eq(barbers.isAvailable, true)))
    .orderBy(asc(barbers.id))
    .for('update');
}

/** Holds a barber's chair for a status change: the changes of one chair run one at a time. */
export async function lockChair(tx: ShopTx, barberId: number): Promise<void> {
  await tx.select({ id: barbers.id }).from(barbers).where(eq(barbers.id, barberId)).for('no key update');
}

/** These barbers (or all) who are not deleted, locked in id order for a move of bookings between them. */
export async function lockChairs(tx: ShopTx, barberIds: readonly number[] | 'all'): Promise<BarberRow[]> {
  const where =
    barberIds === 'all' ? isNull(barbers.deletedAt) : and(inArray(barbers.id, [...barberIds]), isNull(barbers.deletedAt));
  return tx.select().from(barbers).where(where).orderBy(asc(barbers.id)).for('no key update');
}

/** Changes a barber and answers the new row. */
export async function updateBarberRow(tx: ShopTx, barberId: number, changes: BarberChanges): Promise<BarberRow | undefined> {
  const [row] = await tx.update(barbers).set(changes).where(eq(barbers.id, barberId)).returning();
  return row;
}

/** Marks a barber deleted under the name they keep in history, no longer available. */
export async function markBarberDeleted(tx: ShopTx, barberId: number, name: string, at: Date): Promise<void> {
  await tx.update(barbers).set({ deletedAt: at, name, isAvailable: false }).where(eq(barbers.id, barberId));
}
