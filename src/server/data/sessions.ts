import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { ShopTx, Tx } from '../db/client.js';
import { barbers, customers, sessions, users } from '../db/schema.js';

/*
 * Sign-in sessions (docs/product/roles.md), stored under the SHA-256 of their cookie token; the
 * token itself is never stored, so every function here takes the hash. The table is global: a
 * customer's session holds in every shop, a staff login's in its own shop only (its `shop_id`).
 */

/** Whose a session is: a staff login of a shop, a customer or the platform's operator, only one (the table's check). */
export type SessionOwner =
  | { shopId: number; userId: number }
  | { customerId: number; customerShopId?: number }
  | { operatorId: number };

/** The login or customer behind a live session, as one row of left joins. */
export interface SessionOwnerRow {
  userId: number | null;
  username: string | null;
  role: 'admin' | 'barber' | null;
  disabled: boolean | null;
  barberId: number | null;
  customerId: number | null;
  phone: string | null;
  /** The one shop a customer's session holds in, or null for every shop. */
  customerShopId: number | null;
}

export async function insertSession(db: Tx, tokenHash: string, owner: SessionOwner, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ tokenHash, expiresAt, ...owner });
}

/** Deletes the sessions that expired before `now`. */
export async function deleteExpiredSessions(db: Tx, now: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
}

export async function deleteSession(db: Tx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes every session of a shop's staff login. */
export async function deleteUserSessions(db: Tx, shopId: number, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.shopId, shopId), eq(sessions.userId, userId)));
}

/**
 * Who the session with this hash belongs to, with the login's barber; undefined when it is unknown
 * or expired. A staff login is joined through the shop's handle: row-level security hides another
 * shop's logins, so another shop's staff session is unknown here.
 */
export async function liveSessionOwner(db: ShopTx, tokenHash: string, now: number): Promise<SessionOwnerRow | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      role: users.role,
      disabled: users.disabled,
      barberId: barbers.id,
      customerId: customers.id,
      phone: customers.phone,
      customerShopId: sessions.customerShopId,
    })
    .from(sessions)
    .leftJoin(users, and(eq(users.shopId, sessions.shopId), eq(users.id, sessions.userId)))
    .leftJoin(barbers, and(eq(barbers.shopId, users.shopId), eq(barbers.userId, users.id)))
    .leftJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now)),
        or(isNull(sessions.userId), isNotNull(users.id)),
      ),
    );
  return row;
}
