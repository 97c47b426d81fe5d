import { compareRanked, distanceOf, searchKey, searchTextOf, type Place, type Ranked, type RankedShop } from '../../../../shared/domain/shop-ranking.js';
import type { ListedShop, ShopList, ShopListMessage } from '../../../../shared/schemas/shop-list.js';

/** What one message of the list's socket says: shops whose entry changed, and slugs no longer listed. */
export type ShopListChange = ShopListMessage['data'];
type ChangedShop = ShopListChange['changed'][number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isCoordinate = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

/** Whether an entry has what a row reads to place and name it; the rest is the server's schema's. */
function isChangedShop(value: unknown): value is ChangedShop {
  if (!isRecord(value)) return false;
  const { slug, name, area, pinCode, openings, latitude, longitude } = value;
  return (
    typeof slug === 'string' &&
    typeof name === 'string' &&
    typeof area === 'string' &&
    typeof pinCode === 'string' &&
    Array.isArray(openings) &&
    isCoordinate(latitude) &&
    isCoordinate(longitude)
  );
}

/**
 * Reads one frame of `/ws/shops`. The server writes each message from the shared schema; here only
 * its shape is checked, by hand, so the page carries no schema library for it. Anything else is
 * ignored (null).
 */
export function parseShopListMessage(text: string): ShopListChange | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || json.type !== 'shopsChanged' || !isRecord(json.data)) return null;
  const { changed, removed } = json.data;
  if (!Array.isArray(changed) || !Array.isArray(removed)) return null;
  if (!changed.every(isChangedShop) || !removed.every((slug) => typeof slug === 'string')) return null;
  return { changed, removed };
}

export interface PatchedList {
  /** The list with its rows changed in place (each keeps its distance) and removed rows gone; the same object when nothing of it changed. */
  list: ShopList;
  /** The change may move rows or bring in one not shown: ask for the list again. */
  refetch: boolean;
}

/** A shop's name, place and search fields decide its order and whether a search finds it. */
function movesInList(before: ListedShop, after: ChangedShop): boolean {
  return (
    before.name !== after.name ||
    before.area !== after.area ||
    before.pinCode !== after.pinCode ||
    before.latitude !== after.latitude ||
    before.longitude !== after.longitude
  );
}

/** A shop as the list ranks it, with its distance from where the list was asked. */
function ranked(shop: ListedShop | ChangedShop, distanceKm: number | null): Ranked<RankedShop> {
  return { shop: { ...shop, searchText: searchTextOf(shop) }, distanceKm };
}

/** Whether a shop not shown now would be among a list's answers: it matches the search and, in a capped list, ranks before its last row. */
function couldBelong(shop: ChangedShop, list: ShopList, ask: AskedWith): boolean {
  const key = searchKey(ask.search);
  if (key !== '' && !searchTextOf(shop).includes(key)) return false;
  const last = list.shops.at(-1);
  if (list.total <= list.shops.length || !last) return true;
  return compareRanked(ranked(shop, distanceOf(shop, ask.from)), ranked(last, last.distanceKm)) < 0;
}

/** What an answer was asked with: the visitor's place (as sent) and the search. */
export interface AskedWith {
  from: Place | null;
  search: string;
}

/**
 * One answer of the list after a socket message (docs/product/screens.md#shops): a shown shop's
 * wait and state change in place; a shown shop that is no longer listed goes. The list is asked
 * again when the order may change, when a shop not shown now would be among the answers, or when a
 * shop goes from a list capped at its first answers, whose next one then comes in.
 */
export function patchShopList(list: ShopList, change: ShopListChange, ask: AskedWith): PatchedList {
  const changed = new Map(change.changed.map((shop) => [shop.slug, shop]));
  const removed = new Set(change.removed);
  let touched = false;
  let refetch = false;
  const shops: ListedShop[] = [];
  for (const shop of list.shops) {
    if (removed.has(shop.slug)) {
      touched = true;
      continue;
    }
    const next = changed.get(shop.slug);
    changed.delete(shop.slug);
    if (!next) {
      shops.push(shop);
      continue;
    }
    touched = true;
    if (movesInList(shop, next)) refetch = true;
    shops.push({ ...next, distanceKm: shop.distanceKm });
  }
  if (list.total > list.shops.length && removed.size > 0) refetch = true;
  for (const shop of changed.values()) {
    if (couldBelong(shop, list, ask)) refetch = true;
  }
  if (!touched) return { list, refetch };
  return { list: { shops, total: list.total - (list.shops.length - shops.length) }, refetch };
}
