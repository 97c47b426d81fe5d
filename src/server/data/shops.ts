import { asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { shops } from '../db/schema.js';

/** The shops this server hosts (docs/decisions/0019-shops.md): a global table. */
export type ShopRow = typeof shops.$inferSelect;

/** The active shops, oldest first. */
export async function activeShops(db: Tx): Promise<ShopRow[]> {
  return db.select().from(shops).where(eq(shops.status, 'active')).orderBy(asc(shops.id));
}

/** How many shops are active. */
export async function activeShopCount(db: Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shops).where(eq(shops.status, 'active'));
  return row?.n ?? 0;
}

/** The shop with this slug, whatever its status. */
export async function shopBySlug(db: Tx, slug: string): Promise<ShopRow | undefined> {
  const [shop] = await db.select().from(shops).where(eq(shops.slug, slug));
  return shop;
}

/** The shop with this id, whatever its status. */
export async function shopById(db: Tx, id: number): Promise<ShopRow | undefined> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, id));
  return shop;
}
