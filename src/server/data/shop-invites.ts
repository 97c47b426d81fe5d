import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { shopInvites, shops } from '../db/schema.js';

/*
 * Invites to sign a shop up (docs/decisions/0021-platform-operator.md#sign-up): a global table, on
 * the global handle. A code is looked up by its sha256 only.
 */

export interface ShopInviteRow {
  id: number;
  createdAt: Date;
  usedAt: Date | null;
  shopId: number | null;
  shopSlug: string | null;
}

/** Stores a new invite's code hash, made by this operator. */
export async function insertInvite(db: Tx, codeHash: string, operatorId: number): Promise<void> {
  await db.insert(shopInvites).values({ codeHash, createdBy: operatorId });
}

/** Every invite, the newest first, with the slug of the shop it made. */
export async function listInvites(db: Db): Promise<ShopInviteRow[]> {
  return db
    .select({ id: shopInvites.id, createdAt: shopInvites.createdAt, usedAt: shopInvites.usedAt, shopId: shopInvites.shopId, shopSlug: shops.slug })
    .from(shopInvites)
    .leftJoin(shops, eq(shops.id, shopInvites.shopId))
    .orderBy(desc(shopInvites.id));
}

/** Whether an unused invite has this code hash. */
export async function hasUnusedInvite(db: Tx, codeHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: shopInvites.id })
    .from(shopInvites)
    .where(and(eq(shopInvites.codeHash, codeHash), isNull(shopInvites.usedAt)));
  return rows.length > 0;
}

/**
 * Marks the invite used by `shopId`, only if it still is unused: of two transactions using one
 * code, the second waits for the first's row lock, then finds it used and changes nothing.
 * False when no unused invite has this hash.
 */
export async function takeInvite(tx: Tx, codeHash: string, shopId: number, now: Date): Promise<boolean> {
  const taken = await tx
    .update(shopInvites)
    .set({ usedAt: now, shopId })
    .where(and(eq(shopInvites.codeHash, codeHash), isNull(shopInvites.usedAt)))
    .returning({ id: shopInvites.id });
  return taken.length > 0;
}
