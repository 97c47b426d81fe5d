import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.js';
import type { ShopDirectory, ShopLookup } from '../services/shop-directory.js';

/**
 * How a request names its shop (docs/decisions/0020-shop-routing.md): a `/s/{slug}` prefix on
 * the path, else its host (`{slug}.{platform domain}`), else the home shop at the bare paths.
 */

/** A shop's slug, as the shops table allows it. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

const PREFIX = /^\/s\/([a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?)(?=[/?]|$)/;

/** The slug a `/s/{slug}` prefix names and the URL without it (`/` when nothing follows), or null. */
export function splitShopPrefix(url: string): { slug: string; url: string } | null {
  if (!url.startsWith('/s/')) return null;
  const match = PREFIX.exec(url);
  if (!match?.[1]) return null;
  const rest = url.slice(match[0].length);
  return { slug: match[1], url: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
}

/** The slug a host names under the platform's domain (`ravi.chair.example` → `ravi`), or null. */
export function slugOfHost(host: string | undefined, platformDomain: string | undefined): string | null {
  if (!host || !platformDomain) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const suffix = `.${platformDomain.toLowerCase()}`;
  if (!name.endsWith(suffix)) return null;
  const slug = name.slice(0, -suffix.length);
  return SLUG_PATTERN.test(slug) ? slug : null;
}

/** The slug of a `/s/{slug}` prefix a request came with, kept by the URL rewrite for the hooks. */
const prefixSlugs = new WeakMap<IncomingMessage, string>();

/** Fastify's `rewriteUrl`: takes a `/s/{slug}` prefix off before routing and keeps its slug. */
export function rewriteShopUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const split = splitShopPrefix(url);
  if (!split) return url;
  prefixSlugs.set(request, split.slug);
  return split.url;
}

/** The slug the request's path prefix named, if it had one. */
export function prefixSlugOf(request: IncomingMessage): string | undefined {
  return prefixSlugs.get(request);
}

/** The base of a request's shop in its path: `/s/{slug}` when it came with that prefix, else ''. */
export function prefixBaseOf(request: IncomingMessage): string {
  const slug = prefixSlugs.get(request);
  return slug === undefined ? '' : `/s/${slug}`;
}

const MANIFEST = '/manifest.webmanifest';

/**
 * Requests that act in a shop: its API, its live socket and its web app manifest, not the
 * platform's or the server's own.
 */
export function servesShop(url: string): boolean {
  if (url.startsWith('/ws')) return url.length === 3 || url[3] === '?';
  if (url.startsWith(MANIFEST)) return url.length === MANIFEST.length || url[MANIFEST.length] === '?';
  if (!url.startsWith('/api/')) return false;
  return !(url.startsWith('/api/health') || url.startsWith('/api/docs') || url.startsWith('/api/platform'));
}

/** The shop a request names: its `/s/{slug}` prefix, else its host, else the home shop (docs/decisions/0020-shop-routing.md). */
export function shopResolver(shops: ShopDirectory, env: Env): (request: FastifyRequest) => ShopLookup | Promise<ShopLookup> {
  const missing: ShopLookup = { kind: 'missing' };
  return (request) => {
    const slug = prefixSlugOf(request.raw) ?? slugOfHost(request.headers.host, env.PLATFORM_DOMAIN) ?? env.HOME_SHOP;
    return slug === '' ? missing : shops.bySlug(slug);
  };
}

/** The path a shop's pages start at on the platform's host: none for the home shop, else `/s/{slug}`. */
export function shopPath(ctx: { env: Pick<Env, 'HOME_SHOP'>; shopSlug: string }): string {
  return ctx.shopSlug === ctx.env.HOME_SHOP ? '' : `/s/${ctx.shopSlug}`;
}
