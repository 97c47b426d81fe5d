import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ShopTx } from '../db/client.js';
import { services } from '../db/schema.js';

/** The shop's services; a deleted one stays for the history of the bookings that have it. */
export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type ServiceChanges = Partial<Omit<NewServiceRow, 'id'>>;

/** Every service that is not deleted, by id (the hot store's copy). */
export async function offeredServices(db: ShopTx): Promise<ServiceRow[]> {
  return db.select().from(services).where(isNull(services.deletedAt)).orderBy(asc(services.id));
}

export async function insertService(tx: ShopTx, values: NewServiceRow): Promise<ServiceRow> {
  const [row] = await tx.insert(services).values(values).returning();
  if (!row) throw new Error('insert services returned nothing');
  return row;
}

/** Changes a service that is not deleted; undefined when there is none. */
export async function updateLiveService(tx: ShopTx, serviceId: number, changes: ServiceChanges): Promise<ServiceRow | undefined> {
  const [row] = await tx
    .update(services)
    .set(changes)
    .where(and(eq(services.id, serviceId), isNull(services.deletedAt)))
    .returning();
  return row;
}

/** Marks a service deleted; false when there is no such service left to delete. */
export async function markServiceDeleted(tx: ShopTx, serviceId: number, at: Date): Promise<boolean> {
  const [row] = await tx
    .update(services)
    .set({ deletedAt: at })
    .where(and(eq(services.id, serviceId), isNull(services.deletedAt)))
    .returning({ id: services.id });
  return row !== undefined;
}
