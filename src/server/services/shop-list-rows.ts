import { minutesUntil } from '../../shared/domain/plan-barber-day.js';
import { searchTextOf } from '../../shared/domain/shop-ranking.js';
import type { ListedShop, ShopSummary } from '../../shared/schemas/shop-list.js';
import type { ListedShopRow } from '../data/shop-list.js';

/*
 * What the list of shops keeps of each shop, and how a kept shop is shown
 * (docs/product/shop-list.md#what-a-row-shows).
 */

/** A shop the list keeps: listed, or a branch of a chain. */
export interface ShownShop extends Omit<ListedShopRow, 'summary' | 'computedAt'> {
  summary: ShopSummary;
  computedAt: number;
  /** The summary in canonical form: a new one that reads the same is not written again. */
  canonical: string;
  name: string;
  area: string;
  searchText: string;
}

/** JSON with every object's keys sorted: the database's jsonb keeps its own key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The kept shop a row read from the database makes; none while it has no summary. */
export function shownShopOf(row: ListedShopRow): ShownShop | null {
  if (row.summary === null || row.computedAt === null) return null;
  return {
    id: row.id,
    slug: row.slug,
    listed: row.listed,
    domain: row.domain,
    chainSlug: row.chainSlug,
    chainName: row.chainName,
    latitude: row.latitude,
    longitude: row.longitude,
    summary: row.summary,
    computedAt: row.computedAt.getTime(),
    canonical: canonical(row.summary),
    name: row.summary.name,
    area: row.summary.area,
    searchText: searchTextOf(row.summary),
  };
}

/**
 * When a walk-in who joins at `now` would start at the shop, as its summary says: a free chair's
 * start was when the summary was worked out, which by now is now. Null when nobody takes one, or
 * the shop is not open now (a summary of a shop nobody holds may be older than its closing).
 */
export function startOf(shop: ShownShop, now: number): number | null {
  const { startAt, isOpen, openings } = shop.summary;
  if (startAt === null || !isOpen) return null;
  const start = Math.max(now, Date.parse(startAt));
  const open = openings.some((opening) => Date.parse(opening.start) <= start && start < Date.parse(opening.end));
  return open ? start : null;
}

/** A kept shop as a row of the list, its wait worked out at `now`. */
export function presentShown(shop: ShownShop, now: number, distanceKm: number | null): ListedShop {
  const { services: _names, ...summary } = shop.summary;
  const startAt = startOf(shop, now);
  return {
    ...summary,
    startAt: startAt === null ? null : new Date(startAt).toISOString(),
    slug: shop.slug,
    latitude: shop.latitude,
    longitude: shop.longitude,
    waitMinutes: startAt === null ? null : minutesUntil(now, startAt),
    computedAt: new Date(shop.computedAt).toISOString(),
    distanceKm,
  };
}
