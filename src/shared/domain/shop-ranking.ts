/*
 * The order of the platform's list of shops (docs/product/shop-list.md): nearest first when the
 * visitor shares a location, else by area; a search keeps the shops whose name, area or PIN code
 * holds it. Pure, so the server ranks and a test checks the same function.
 */

export interface Place {
  latitude: number;
  longitude: number;
}

export interface RankedShop {
  name: string;
  area: string;
  pinCode: string;
  latitude: number | null;
  longitude: number | null;
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

/** Whether a shop's name, area or PIN code holds the search (already a `searchKey`); an empty search holds everything. */
export function matchesSearch(shop: Pick<RankedShop, 'name' | 'area' | 'pinCode'>, search: string): boolean {
  if (search === '') return true;
  return [shop.name, shop.area, shop.pinCode].some((field) => searchKey(field).includes(search));
}

/** A shop's distance from the visitor, when both places are known. */
export function distanceOf(shop: Pick<RankedShop, 'latitude' | 'longitude'>, from: Place | null): number | null {
  if (!from || shop.latitude === null || shop.longitude === null) return null;
  return distanceKm(from, { latitude: shop.latitude, longitude: shop.longitude });
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * Orders shops with their distances: with a location, nearest first and unpinned shops last; without
 * one, by area (shops without an area last), then by name. Names break every tie.
 */
export function compareShops<T extends RankedShop>(a: T & { distanceKm: number | null }, b: T & { distanceKm: number | null }): number {
  if (a.distanceKm !== null || b.distanceKm !== null) {
    if (a.distanceKm === null) return 1;
    if (b.distanceKm === null) return -1;
    if (a.distanceKm !== b.distanceKm) return a.distanceKm - b.distanceKm;
    return byText(a.name, b.name);
  }
  if (a.area === '' && b.area !== '') return 1;
  if (b.area === '' && a.area !== '') return -1;
  return byText(a.area, b.area) || byText(a.name, b.name);
}

/** The shops that match the search, each with its distance, in the list's order. */
export function rankShops<T extends RankedShop>(shops: Iterable<T>, from: Place | null, search: string): (T & { distanceKm: number | null })[] {
  const key = searchKey(search);
  const found: (T & { distanceKm: number | null })[] = [];
  for (const shop of shops) {
    if (matchesSearch(shop, key)) found.push({ ...shop, distanceKm: distanceOf(shop, from) });
  }
  return found.sort(compareShops);
}
