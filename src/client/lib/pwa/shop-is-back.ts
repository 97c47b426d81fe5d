import { manifestPath } from '../../../shared/routes.js';
import type { ShopSettings } from '../../../shared/schemas/shop-settings.js';
import { OFFLINE_PAGE_CACHE } from '../../service-worker/offline-language.js';
import { shopContactFrom, shopContactKey, toStored } from '../../service-worker/shop-contact.js';
import { shopBase } from '../shop-base.js';

/** The service worker's copy of the shop's name and phone, for its offline page, from settings the page has just read. */
function keepShopContact(base: string, settings: ShopSettings): void {
  const contact = shopContactFrom(settings, Date.now());
  if (import.meta.env.DEV || typeof caches === 'undefined' || !contact) return;
  const copy = new Response(JSON.stringify(toStored(contact)), { headers: { 'content-type': 'application/json' } });
  caches
    .open(OFFLINE_PAGE_CACHE)
    .then((cache) => cache.put(shopContactKey(base), copy))
    .catch(() => undefined);
}

/**
 * What the server and the service worker do for a first load of a shop's page, done for a page that
 * opened with no shop and now shows one (docs/decisions/0020-shop-routing.md): the page links the
 * shop's web app manifest (a no-shop page links none), so it installs as that shop's app, and the
 * worker's offline page knows the shop (it reads the settings after each page the server sends,
 * and this page's answered 404).
 */
export function shopIsBack(settings: ShopSettings, base = shopBase()): void {
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifestPath(base);
    document.head.append(link);
  }
  keepShopContact(base, settings);
}
