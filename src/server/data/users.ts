import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ShopTx } from '../db/client.js';
import { barbers, users } from '../db/schema.js';
import type { BarberRow } from './barbers.js';

/** Staff logins: the admin and each barber (docs/product/roles.md). */
export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<Pick<UserRow, 'username' | 'passwordHash'>>;

/** The login whose username this is, whatever its case, with its barber if it has one. */
export async function loginByUsername(db: ShopTx, username: string): Promise<{ user: UserRow; barber: BarberRow | null } | undefined> {
  const [row] = await db
    .select({ user: users, barber: barbers })
    .from(users)
    .leftJoin(barbers, and(eq(barbers.shopId, users.shopId), eq(barbers.userId, users.id)))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

/** The usernames of these logins. */
export async function usernamesOf(db: ShopTx, userIds: readonly number[]): Promise<{ id: number; username: string }[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** The username of a login. */
export async function usernameOf(db: ShopTx, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return user?.username;
}

/** Changes a login's username or password; answers its username after. */
export async function updateUser(tx: ShopTx, userId: number, changes: UserChanges): Promise<string | undefined> {
  const [user] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning({ username: users.username });
  return user?.username;
}

/** Disables a login and frees its username for a new one ('~' is never in a new username). */
export async function disableUser(tx: ShopTx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ disabled: true, username: sql`${users.username} || '~deleted-' || ${users.id}` })
    .where(eq(users.id, userId));
}
