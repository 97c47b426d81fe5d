/**
 * Which shop's address the app runs under (docs/decisions/0019-shops.md): a path that starts with
 * `/s/{slug}` is that shop's, and every page link, API call, live socket and other URL the app
 * makes stays under that prefix, its base. Any other path (a shop's own host, or the home shop at
 * the bare paths) has the base ''. The service worker reads the same rules (no `window` needed).
 */

/** A shop's slug: lowercase letters, digits and inner hyphens, 1 to 40 characters. */
export const SHOP_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

const PREFIX = /^\/s\/([^/?#]*)(?=[/?#]|$)/;

/** The base of a URL's path: `/s/{slug}` when it starts with a well-formed one, else ''. */
export function shopBaseOf(pathname: string): string {
  const slug = PREFIX.exec(pathname)?.[1];
  return slug !== undefined && SHOP_SLUG.test(slug) ? `/s/${slug}` : '';
}

/** A path without its shop's base: `/s/main/api/barbers` → `/api/barbers`, `/s/main` → `/`. */
export function pathInShop(pathname: string): string {
  const base = shopBaseOf(pathname);
  if (base === '') return pathname;
  return pathname.slice(base.length) || '/';
}

/** The base of the page the app runs in ('' where there is no page, as in the build's prerender). */
export function shopBase(): string {
  return typeof location === 'undefined' ? '' : shopBaseOf(location.pathname);
}

/**
 * A URL of the app under the shop's base: a path from the site's root (`/track?phone=…`,
 * `/uploads/x.jpg`) gets the base in front; anything else (an https:// photo, a `tel:` link, a
 * protocol-relative `//host`, '') is left as it is.
 */
export function inShop(url: string, base = shopBase()): string {
  if (base === '' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return url;
  return `${base}${url}`;
}

/**
 * The name under which this browser keeps something that belongs to one shop (its name, who is
 * signed in to it): the key itself at the bare paths, as before shops had addresses, and
 * `key@/s/{slug}` under a shop's base, so one shop's copy never paints another's page.
 */
export function shopStorageKey(key: string, base = shopBase()): string {
  return base === '' ? key : `${key}@${base}`;
}

/** The page's origin with the shop's base: where absolute links (QR codes, the board's) start. */
export function shopOrigin(): string {
  return typeof location === 'undefined' ? '' : `${location.origin}${shopBase()}`;
}
