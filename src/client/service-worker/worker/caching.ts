import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { shopBaseOf } from '../../lib/shop-base.js';
import { fetchRule } from '../fetch-rules.js';
import { OFFLINE_PAGE_POLICY, offlinePageHtml } from '../offline-page.js';
import type { WorkerBuild } from '../worker-build.js';
import { readOfflineLanguage, readShopContact, refreshShopContact, SHOP_CONTACT_CACHE } from './shop-contact-store.js';

/** Scripts of pages (lazily loaded), kept as they are first used; a new build's worker prunes it. */
const ASSET_CACHE = 'chair-assets';

/** The page shown for a navigation the network could not answer. */
async function offlineResponse(url: URL, build: WorkerBuild): Promise<Response> {
  const html = offlinePageHtml({
    contact: await readShopContact(shopBaseOf(url.pathname)),
    retryUrl: `${url.pathname}${url.search}`,
    stylesheets: build.stylesheets,
    icon: build.icon,
    language: await readOfflineLanguage(),
  });
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': OFFLINE_PAGE_POLICY, 'cache-control': 'no-store' },
  });
}

/** Deletes kept files of earlier builds: after a deploy only this build's files remain. */
async function pruneAssets(assets: readonly string[]): Promise<void> {
  const current = new Set(assets);
  const cache = await caches.open(ASSET_CACHE);
  const stale = (await cache.keys()).filter((request) => !current.has(new URL(request.url).pathname));
  await Promise.all(stale.map((request) => cache.delete(request)));
}

/** Deletes this app's caches that no part of this worker uses any more (renamed in an earlier version). */
async function dropUnusedCaches(): Promise<void> {
  const used = new Set([ASSET_CACHE, SHOP_CONTACT_CACHE, cacheNames.precache, cacheNames.runtime]);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith('chair-') && !used.has(name)).map((name) => caches.delete(name)));
}

/**
 * The offline side of the app (docs/decisions/0011-installable-app.md), with Workbox: the app
 * shell kept at install, the build's other files kept on first use (their names change with their
 * content, so a kept copy is never stale), pages always from the network with the offline page
 * when it fails. API answers and the live socket never pass through here (fetch-rules.ts).
 */
export function handleFetches(worker: ServiceWorkerGlobalScope, build: WorkerBuild): void {
  setCacheNameDetails({ prefix: 'chair' });

  // A new version takes over at once: pages are never served from it, and the files it keeps are
  // named by their content, so a page of the last build still finds its own on the server.
  worker.addEventListener('install', (event) => {
    void worker.skipWaiting();
    event.waitUntil(refreshShopContact(shopBaseOf(worker.location.pathname), true));
  });
  clientsClaim();
  worker.addEventListener('activate', (event) => {
    // Navigation preload asks the server for the page while the worker starts (where supported).
    const preload = 'navigationPreload' in worker.registration ? worker.registration.navigationPreload.enable() : undefined;
    event.waitUntil(Promise.all([pruneAssets(build.assets), dropUnusedCaches(), preload]));
  });
  cleanupOutdatedCaches();
  precacheAndRoute(build.precache);

  const origin = worker.location.origin;
  registerRoute(({ request }) => fetchRule(request, origin) === 'asset', new CacheFirst({ cacheName: ASSET_CACHE }));
  registerRoute(
    ({ request }) => fetchRule(request, origin) === 'page',
    new NetworkOnly({
      plugins: [
        {
          // The server answered (from the network or navigation preload, which skips fetch hooks):
          // a good moment to bring the offline page's shop details up to date.
          // Workbox keeps the worker alive until this is done.
          // Each shop's own copy, by the page's base.
          handlerDidComplete: async ({ request, error }) => {
            if (!error) await refreshShopContact(shopBaseOf(new URL(request.url).pathname));
          },
        },
      ],
    }),
  );
  setCatchHandler(({ request, url }) => (request.mode === 'navigate' ? offlineResponse(url, build) : Promise.resolve(Response.error())));
}
