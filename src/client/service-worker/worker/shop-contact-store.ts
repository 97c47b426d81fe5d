import type { Language } from '../../../shared/constants.js';
import { ROUTES } from '../../../shared/contract/routes.js';
import { languageFromStored, languageOfBrowser, OFFLINE_LANGUAGE_KEY, OFFLINE_PAGE_CACHE } from '../offline-language.js';
import { fromStored, shopContactFrom, shopContactIsStale, shopContactKey, toStored, type ShopContact } from '../shop-contact.js';

declare const self: ServiceWorkerGlobalScope;

/**
 * The worker's one copy of the shop's name and phone, for the offline page only, in a cache of its
 * own under a key no request can ask for. The worker fetches the settings itself (at install and
 * after a page loads, at most every ten minutes): it never stands between a page and /api/.
 * Each shop has its own copy, by its base ('' at the bare paths, `/s/{slug}` under a shop's,
 * docs/decisions/0019-shops.md), so a shop's offline page never names another shop.
 */
const CACHE = OFFLINE_PAGE_CACHE;

export async function readShopContact(base: string): Promise<ShopContact | null> {
  try {
    const cache = await caches.open(CACHE);
    const response = await cache.match(shopContactKey(base));
    return response ? fromStored(await response.json()) : null;
  } catch {
    return null;
  }
}

/** Fetches the shop settings and keeps their contact details; a failure keeps the old copy. */
async function saveShopContact(base: string, now: number): Promise<void> {
  const response = await fetch(`${base}${ROUTES.shopSettings.get.path}`, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) return;
  const contact = shopContactFrom(await response.json(), now);
  if (!contact) return;
  const cache = await caches.open(CACHE);
  await cache.put(shopContactKey(base), new Response(JSON.stringify(toStored(contact)), { headers: { 'content-type': 'application/json' } }));
}

/** Refreshes the copy when it is missing or older than ten minutes (or always, with `force`). */
export async function refreshShopContact(base: string, force = false): Promise<void> {
  const now = Date.now();
  try {
    if (force || shopContactIsStale(await readShopContact(base), now)) await saveShopContact(base, now);
  } catch {
    // Offline or the server is down: the copy kept so far is the best there is.
  }
}

/** The language the app was last shown in on this device (the page keeps it), else the browser's. */
export async function readOfflineLanguage(): Promise<Language> {
  try {
    const cache = await caches.open(CACHE);
    const response = await cache.match(OFFLINE_LANGUAGE_KEY);
    const kept = response ? languageFromStored(await response.json()) : null;
    if (kept) return kept;
  } catch {
    // Nothing kept, or the cache cannot be read: the browser's languages decide.
  }
  return languageOfBrowser(self.navigator.languages);
}

/** The caches this module owns, which the worker's clean-up must leave alone. */
export const SHOP_CONTACT_CACHE = CACHE;
