import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { customers } from '../db/schema.js';

/** A customer who signed in with a one-time code; the phone is unique. */
export type CustomerRow = typeof customers.$inferSelect;

export async function customerById(db: Tx, customerId: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

/** The customer with this phone, made when there is none. */
export async function upsertCustomerByPhone(tx: Tx, phone: string): Promise<CustomerRow> {
  // `do update` (a no-op) rather than `do nothing`, so the existing row is returned too.
  const [row] = await tx
    .insert(customers)
    .values({ phone })
    .onConflictDoUpdate({ target: customers.phone, set: { phone } })
    .returning();
  if (!row) throw new Error('insert customers returned nothing');
  return row;
}

/** Names a customer who has no name yet; undefined when they had one (or there is no such customer). */
export async function nameUnnamedCustomer(tx: Tx, customerId: number, name: string): Promise<CustomerRow | undefined> {
  const [row] = await tx
    .update(customers)
    .set({ name })
    .where(and(eq(customers.id, customerId), eq(customers.name, '')))
    .returning();
  return row;
}

export async function renameCustomerRow(db: Tx, customerId: number, name: string): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set({ name }).where(eq(customers.id, customerId)).returning();
  return row;
}
