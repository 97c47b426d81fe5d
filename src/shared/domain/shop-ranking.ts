/*
 * The order of the platform's list of shops (docs/product/shop-list.md#order-and-search): nearest
 * first when the visitor shares a location, else by area; a search keeps the shops whose name, area
 * or PIN code holds it. Pure, so the server ranks and a test checks the same function.
 */

export interface Place {
  latitude: number;
  longitude: number;
}

export interface RankedShop {
  slug: string;
  name: string;
  area: string;
  latitude: number | null;
  longitude: number | null;
  /** `searchTextOf` the shop, worked out once per change of it rather than per search. */
  searchText: string;
}

export interface Ranked<T> {
  shop: T;
  distanceKm: number | null;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in kilometres (the haversine formula). */
export function distanceKm(from: Place, to: Place): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Lowercase, accents and spaces folded, so "Koramangala " finds "koramangala". */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What a search looks in: the name, area and PIN code folded, kept apart so no match spans two. */
export function searchTextOf(shop: { name: string; area: string; pinCode: string }): string {
  return [shop.name, shop.area, shop.pinCode].map(searchKey).join('\u0000');
}

/** A shop's distance from the visitor, when both places are known. */
export function distanceOf(shop: Pick<RankedShop, 'latitude' | 'longitude'>, from: Place | null): number | null {
  if (!from || shop.latitude === null || shop.longitude === null) return null;
  return distanceKm(from, { latitude: shop.latitude, longitude: shop.longitude });
}

// One collator for every comparison: making one per call costs more than the sort itself.
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Orders ranked shops: with a location, nearest first and unpinned shops last; without one, by
 * area (shops without an area last). Then by name, and by slug, so every instance orders ties alike.
 */
export function compareRanked(a: Ranked<RankedShop>, b: Ranked<RankedShop>): number {
  if (a.distanceKm !== b.distanceKm) {
    if (a.distanceKm === null) return 1;
    if (b.distanceKm === null) return -1;
    return a.distanceKm - b.distanceKm;
  }
  if (a.distanceKm === null) {
    if ((a.shop.area === '') !== (b.shop.area === '')) return a.shop.area === '' ? 1 : -1;
    const byArea = collator.compare(a.shop.area, b.shop.area);
    if (byArea !== 0) return byArea;
  }
  return collator.compare(a.shop.name, b.shop.name) || (a.shop.slug < b.shop.slug ? -1 : a.shop.slug > b.shop.slug ? 1 : 0);
}

/** Shops in the list's order without a location: by area (none last), then name, then slug. */
export function inAreaOrder<T extends RankedShop>(shops: Iterable<T>): T[] {
  return [...shops]
    .map((shop) => ({ shop, distanceKm: null }))
    .sort(compareRanked)
    .map(({ shop }) => shop);
}

/**
 * The shops that match the search, each with its distance, in the list's order, from shops given
 * in area order (`inAreaOrder`): without a location that order stands, so a read sorts nothing.
 */
export function rankInOrder<T extends RankedShop>(inOrder: readonly T[], from: Place | null, search: string): Ranked<T>[] {
  const key = searchKey(search);
  const found: Ranked<T>[] = [];
  for (const shop of inOrder) {
    if (key === '' || shop.searchText.includes(key)) found.push({ shop, distanceKm: distanceOf(shop, from) });
  }
  // Array.prototype.sort is stable: shops at one distance keep their area order, as compareRanked would put them.
  return from === null ? found : found.sort(compareRanked);
}

/** The shops that match the search, each with its distance, in the list's order. */
export function rankShops<T extends RankedShop>(shops: Iterable<T>, from: Place | null, search: string): Ranked<T>[] {
  return rankInOrder(inAreaOrder(shops), from, search);
}
