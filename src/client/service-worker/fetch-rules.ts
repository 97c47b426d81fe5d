/**
 * Which requests the service worker answers, and how (docs/decisions/0011-installable-app.md).
 * Pure, so the rules are tested without a browser; the worker (worker/caching.ts) and the build
 * (vite-service-worker.ts) both go by them. One worker at the site's root serves every shop: a
 * path under a shop's `/s/{slug}` (docs/decisions/0019-shops.md) follows the same rules as the
 * bare path it stands for.
 */

import { pathInShop } from '../lib/shop-base.js';

/**
 * - `asset`: a file of the build under /assets/. Its name carries its content's hash, so a copy
 *   can never be out of date: cache first.
 * - `page`: a page the browser navigates to. Always from the network (the server writes each
 *   page's HTML); the offline page when the network fails.
 * - null: not the worker's business. The request goes to the network exactly as without a
 *   worker: API answers, uploads, anything of another site.
 */
export type FetchRule = 'asset' | 'page' | null;

/** The parts of a fetch the rules look at (a Request has them all). */
export interface FetchFacts {
  url: string | URL;
  method: string;
  /** `navigate` for a page load. */
  mode: string;
}

/**
 * Paths whose answers change from one moment to the next (waits, queues, the live socket) or
 * belong to someone (sessions, photos the admin replaces, each shop's web app manifest, which
 * changes when the shop is renamed): never kept, never answered from a copy.
 */
const LIVE_PATHS = [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/uploads\//, /^\/manifest\.webmanifest$/];

/** True for a path whose answer must always come from the server, bare or under a shop's base. */
export function isLivePath(pathname: string): boolean {
  const path = pathInShop(pathname);
  return LIVE_PATHS.some((pattern) => pattern.test(path));
}

/** How the worker answers `request` on the site at `origin` (`https://shop.example`). */
export function fetchRule(request: FetchFacts, origin: string): FetchRule {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url, origin);
  if (url.origin !== origin || isLivePath(url.pathname)) return null;
  if (pathInShop(url.pathname).startsWith('/assets/')) return 'asset';
  if (request.mode === 'navigate') return 'page';
  return null;
}

/**
 * Whether a file of the build may be fetched at install time and kept (the precache): the site's
 * own static files only, never a live path.
 */
export function isPrecacheable(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !isLivePath(path);
}
