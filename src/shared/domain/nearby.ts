import { distanceOf } from './shop-ranking.js';

/*
 * "Shorter wait nearby" (docs/product/shop-list.md#shorter-wait-nearby): on a shop's booking page,
 * another branch of the same owner, or (when the platform allows it) another listed shop within
 * 3 km, that would start the walk-in at least 20 minutes earlier for the same services. Pure.
 */

export const MARGIN_MS = 20 * 60_000;
export const RADIUS_KM = 3;

export interface NearbyShop {
  slug: string;
  name: string;
  /** On the platform's list: the owner's opt-in to being suggested to other owners' customers, and to seeing them. */
  listed: boolean;
  chainSlug: string | null;
  latitude: number | null;
  longitude: number | null;
  /** When a walk-in who joins now would start there; null when nobody takes walk-ins. */
  startAt: number | null;
  /** The services it offers, by lowercased name. */
  services: readonly string[];
}

export interface Suggestion<T extends NearbyShop> {
  shop: T;
  distanceKm: number | null;
  /** Another branch of the same owner. */
  branch: boolean;
}

/**
 * The shop to suggest, if any: the one among `others` that starts the walk-in earliest (the
 * nearest on a tie), at least MARGIN_MS before `own` would, offering every service `wanted`
 * names. A branch of `own`'s chain always may be; another owner's shop only when `platformWide`,
 * both shops are listed, and both are pinned within RADIUS_KM. Nothing when `own` takes no walk-in.
 */
export function shorterWaitNearby<T extends NearbyShop>(
  own: NearbyShop,
  others: Iterable<T>,
  wanted: readonly string[],
  platformWide: boolean,
): Suggestion<T> | null {
  if (own.startAt === null) return null;
  const from = own.latitude !== null && own.longitude !== null ? { latitude: own.latitude, longitude: own.longitude } : null;
  let best: Suggestion<T> | null = null;
  for (const shop of others) {
    if (shop.slug === own.slug || shop.startAt === null || shop.startAt > own.startAt - MARGIN_MS) continue;
    if (!wanted.every((name) => shop.services.includes(name))) continue;
    const branch = own.chainSlug !== null && shop.chainSlug === own.chainSlug;
    const distanceKm = distanceOf(shop, from);
    if (!branch && !(platformWide && own.listed && shop.listed && distanceKm !== null && distanceKm <= RADIUS_KM)) continue;
    if (best === null || isBetter({ shop, distanceKm }, best)) best = { shop, distanceKm, branch };
  }
  return best;
}

function isBetter(a: { shop: NearbyShop; distanceKm: number | null }, b: { shop: NearbyShop; distanceKm: number | null }): boolean {
  const aStart = a.shop.startAt ?? Infinity;
  const bStart = b.shop.startAt ?? Infinity;
  if (aStart !== bStart) return aStart < bStart;
  return (a.distanceKm ?? Infinity) < (b.distanceKm ?? Infinity);
}
