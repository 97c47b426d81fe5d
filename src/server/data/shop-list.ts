import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ShopSummary } from '../../shared/schemas/shop-list.js';
import type { ShopTx, Tx } from '../db/client.js';
import { chainMembers, chains, shops, shopSummaries } from '../db/schema.js';

/*
 * The platform's list of shops (docs/product/shop-list.md): which shops are listed, where they are,
 * and the summary an instance that holds a shop keeps of it. `shops` and `shop_summaries` are
 * global tables, read and written on the global handle.
 */

/** The NOTIFY channel that names shops whose summary was written (`{"ids":[…]}`). */
export const SUMMARIES_CHANNEL = 'chair_summaries';

export interface ListedShopRow {
  id: number;
  slug: string;
  /** On the platform's list; a branch of a chain that is not is still on its chain's page. */
  listed: boolean;
  /** Its own domain, where its pages are, if it has one. */
  domain: string | null;
  chainSlug: string | null;
  chainName: string | null;
  latitude: number | null;
  longitude: number | null;
  summary: ShopSummary | null;
  computedAt: Date | null;
}

const listedColumns = {
  id: shops.id,
  slug: shops.slug,
  listed: shops.listed,
  domain: shops.domain,
  chainSlug: chains.slug,
  chainName: chains.name,
  latitude: shops.latitude,
  longitude: shops.longitude,
  summary: shopSummaries.summary,
  computedAt: shopSummaries.computedAt,
};
const isShown = and(eq(shops.status, 'active'), or(eq(shops.listed, true), isNotNull(chainMembers.shopId)));

const shownShops = (db: Tx) =>
  db
    .select(listedColumns)
    .from(shops)
    .leftJoin(shopSummaries, eq(shopSummaries.shopId, shops.id))
    .leftJoin(chainMembers, eq(chainMembers.shopId, shops.id))
    .leftJoin(chains, eq(chains.id, chainMembers.chainId));

/** Every active shop that is listed or a branch of a chain, with its summary, if one was written. */
export async function listedShops(db: Tx): Promise<ListedShopRow[]> {
  return shownShops(db).where(isShown);
}

/** Those of `ids` that are active and listed or a branch, with their summaries; the others are shown nowhere. */
export async function listedShopsAmong(db: Tx, ids: readonly number[]): Promise<ListedShopRow[]> {
  if (ids.length === 0) return [];
  return shownShops(db).where(and(isShown, inArray(shops.id, [...ids])));
}

export interface SummaryWrite {
  shopId: number;
  summary: ShopSummary;
  computedAt: Date;
}

/**
 * Writes summaries (a newer one wins, an older one changes nothing) and names the shops written on
 * SUMMARIES_CHANNEL in the same transaction, so every instance reads them once they are committed.
 */
export async function writeSummaries(db: Tx, writes: readonly SummaryWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await db.transaction(async (tx) => {
    const written = await tx
      .insert(shopSummaries)
      .values(writes.map((write) => ({ shopId: write.shopId, summary: write.summary, computedAt: write.computedAt })))
      .onConflictDoUpdate({
        target: shopSummaries.shopId,
        set: { summary: sql`excluded.summary`, computedAt: sql`excluded.computed_at` },
        setWhere: sql`${shopSummaries.computedAt} <= excluded.computed_at`,
      })
      .returning({ shopId: shopSummaries.shopId });
    // Only the rows written: one older than what another instance wrote meanwhile changed nothing.
    if (written.length === 0) return;
    await tx.execute(sql`select pg_notify(${SUMMARIES_CHANNEL}, ${JSON.stringify({ ids: written.map((row) => row.shopId) })})`);
  });
}

export interface ShopPlaceRow {
  latitude: number | null;
  longitude: number | null;
  listed: boolean;
}

/** Where the shop of the handle's scope is pinned, and whether it is listed. */
export async function shopPlaceRow(db: ShopTx, shopId: number): Promise<ShopPlaceRow | undefined> {
  const [row] = await db.select({ latitude: shops.latitude, longitude: shops.longitude, listed: shops.listed }).from(shops).where(eq(shops.id, shopId));
  return row;
}

/** Pins the shop and sets whether it is listed. */
export async function saveShopPlace(tx: ShopTx, shopId: number, place: ShopPlaceRow): Promise<void> {
  await tx.update(shops).set(place).where(eq(shops.id, shopId));
}
