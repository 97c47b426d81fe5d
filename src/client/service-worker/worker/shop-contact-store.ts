import { fromStored, shopContactFrom, shopContactIsStale, toStored, type ShopContact } from '../shop-contact.js';

/**
 * The worker's one copy of the shop's name and phone, for the offline page only, in a cache of its
 * own under a key no request can ask for. The worker fetches the settings itself (at install and
 * after a page loads, at most every ten minutes): it never stands between a page and /api/.
 */
const CACHE = 'chair-offline-contact';
const KEY = '/__offline-page/shop-contact.json';

export async function readShopContact(): Promise<ShopContact | null> {
  try {
    const cache = await caches.open(CACHE);
    const response = await cache.match(KEY);
    return response ? fromStored(await response.json()) : null;
  } catch {
    return null;
  }
}

/** Fetches the shop settings and keeps their contact details; a failure keeps the old copy. */
async function saveShopContact(now: number): Promise<void> {
  const response = await fetch('/api/shop-settings', { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) return;
  const contact = shopContactFrom(await response.json(), now);
  if (!contact) return;
  const cache = await caches.open(CACHE);
  await cache.put(KEY, new Response(JSON.stringify(toStored(contact)), { headers: { 'content-type': 'application/json' } }));
}

/** Refreshes the copy when it is missing or older than ten minutes (or always, with `force`). */
export async function refreshShopContact(force = false): Promise<void> {
  const now = Date.now();
  try {
    if (force || shopContactIsStale(await readShopContact(), now)) await saveShopContact(now);
  } catch {
    // Offline or the server is down: the copy kept so far is the best there is.
  }
}

/** The caches this module owns, which the worker's clean-up must leave alone. */
export const SHOP_CONTACT_CACHE = CACHE;
