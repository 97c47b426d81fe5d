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

/** The id of the shop's own WhatsApp number, null when it uses the platform's (docs/product/messages.md#channels). */
export async function whatsAppNumberOf(db: Tx, shopId: number): Promise<string | null> {
  const [shop] = await db.select({ numberId: shops.whatsappNumberId }).from(shops).where(eq(shops.id, shopId));
  return shop?.numberId ?? null;
}

/** The shop whose own domain this host name is, whatever its status. */
export async function shopByDomain(db: Tx, host: string): Promise<ShopRow | undefined> {
  const [shop] = await db.select().from(shops).where(eq(shops.domain, host));
  return shop;
}

/** How the shop directory reads the shops table (services/shop-directory.ts). */
export interface ShopFinders {
  bySlug(slug: string): Promise<ShopRow | undefined>;
  byId(id: number): Promise<ShopRow | undefined>;
  byDomain(host: string): Promise<ShopRow | undefined>;
}

/** The shops table read on the global handle, as a slug lookup reads it. */
export function shopFinders(db: Tx): ShopFinders {
  return {
    bySlug: (slug) => shopBySlug(db, slug),
    byId: (id) => shopById(db, id),
    byDomain: (host) => shopByDomain(db, host),
  };
}
