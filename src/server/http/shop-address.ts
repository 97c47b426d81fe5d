import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { SHOP_DOMAIN_PATTERN } from '../../shared/schemas/platform.js';
import type { AppContext } from '../context.js';
import type { Env } from '../env.js';
import type { ShopDirectory, ShopLookup } from '../services/shop-directory.js';

/**
 * How a request names its shop (docs/decisions/0020-shop-routing.md): a `/s/{slug}` prefix on
 * the path, else its host (`{slug}.{platform domain}`, or a shop's own domain), else the home
 * shop at the bare paths.
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

/** The name a Host header gives: lowercase, without its port or a final dot (`Ravi-Salon.in.:443` → `ravi-salon.in`). */
export function hostName(host: string | undefined): string | null {
  if (!host) return null;
  return host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Whether a host name is the platform's domain or under it, where hosts name shops by slug, never by a domain of their own. */
export function isPlatformHost(name: string, platformDomain: string | undefined): boolean {
  if (!platformDomain) return false;
  const domain = platformDomain.toLowerCase();
  return name === domain || name.endsWith(`.${domain}`);
}

/** The slug a host names under the platform's domain (`ravi.chair.example` → `ravi`), or null. */
export function slugOfHost(host: string | undefined, platformDomain: string | undefined): string | null {
  const name = hostName(host);
  if (!name || !platformDomain) return null;
  const suffix = `.${platformDomain.toLowerCase()}`;
  if (!name.endsWith(suffix)) return null;
  const slug = name.slice(0, -suffix.length);
  return SLUG_PATTERN.test(slug) ? slug : null;
}

/**
 * The host name a request came to, when it could be a shop's own domain: a host name of two labels
 * or more (not an IP address, not `localhost`), outside the platform's domain. Else null, and no
 * shop's domain is looked up for it.
 */
export function customDomainOfHost(host: string | undefined, platformDomain: string | undefined): string | null {
  const name = hostName(host);
  if (!name || name.length > 253 || !SHOP_DOMAIN_PATTERN.test(name)) return null;
  return isPlatformHost(name, platformDomain) ? null : name;
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
 * platform's, the server's own or a provider's webhooks (which find their shop in what they carry).
 */
export function servesShop(url: string): boolean {
  if (url.startsWith('/ws')) return url.length === 3 || url[3] === '?';
  if (url.startsWith(MANIFEST)) return url.length === MANIFEST.length || url[MANIFEST.length] === '?';
  if (!url.startsWith('/api/')) return false;
  return !(url.startsWith('/api/health') || url.startsWith('/api/docs') || url.startsWith('/api/platform') || url.startsWith('/api/webhooks'));
}

/** Requests whose shop was found by their host, that shop's own domain. */
const ownDomainRequests = new WeakSet<IncomingMessage>();

/** Whether the request's host is its shop's own domain (a customer's session made there holds in that shop only). */
export function cameByOwnDomain(request: IncomingMessage): boolean {
  return ownDomainRequests.has(request);
}

/** The host name of PUBLIC_URL, the platform's own address, which is never a shop's domain. */
function publicHostOf(env: Pick<Env, 'PUBLIC_URL'>): string | null {
  return env.PUBLIC_URL ? hostName(new URL(env.PUBLIC_URL).host) : null;
}

/**
 * The shop a request names (docs/decisions/0020-shop-routing.md). A host that names a shop, under
 * the platform's domain or as the shop's own domain, serves that shop alone: a `/s/{slug}` prefix
 * naming another is no shop there, since whoever holds a domain could otherwise collect what the
 * platform's other shops set there. Any other host is the platform's: its prefix names the shop,
 * else the home shop. On a platform with a domain of its own (PLATFORM_DOMAIN), a host name that
 * is neither its domain, PUBLIC_URL's host nor a shop's domain is no shop: a domain removed from a
 * shop, or pointed at the platform by anyone, never shows the home shop in its place.
 */
export function shopResolver(shops: ShopDirectory, env: Env): (request: FastifyRequest) => ShopLookup | Promise<ShopLookup> {
  const missing: ShopLookup = { kind: 'missing' };
  const publicHost = publicHostOf(env);
  const ofPlatform = (prefix: string | undefined): ShopLookup | Promise<ShopLookup> => {
    if (prefix !== undefined) return shops.bySlug(prefix);
    return env.HOME_SHOP === '' ? missing : shops.bySlug(env.HOME_SHOP);
  };
  return (request) => {
    const prefix = prefixSlugOf(request.raw);
    const hostSlug = slugOfHost(request.headers.host, env.PLATFORM_DOMAIN);
    if (hostSlug !== null) return prefix === undefined || prefix === hostSlug ? shops.bySlug(hostSlug) : missing;
    const domain = customDomainOfHost(request.headers.host, env.PLATFORM_DOMAIN);
    if (domain === null || domain === publicHost) return ofPlatform(prefix);
    const ofDomain = (slug: string | null): ShopLookup | Promise<ShopLookup> => {
      if (slug === null) return env.PLATFORM_DOMAIN ? missing : ofPlatform(prefix);
      if (prefix !== undefined && prefix !== slug) return missing;
      ownDomainRequests.add(request.raw);
      return shops.bySlug(slug);
    };
    const found = shops.slugOfDomain(domain);
    return found instanceof Promise ? found.then(ofDomain) : ofDomain(found);
  };
}

/**
 * Whether a request's host names a shop (under the platform's domain, or a shop's own domain):
 * the platform's own API is not served there, so no operator signs in on a host a shop holds.
 */
export function hostOfShop(shops: ShopDirectory, env: Env): (request: FastifyRequest) => boolean | Promise<boolean> {
  const publicHost = publicHostOf(env);
  return (request) => {
    if (slugOfHost(request.headers.host, env.PLATFORM_DOMAIN) !== null) return true;
    const domain = customDomainOfHost(request.headers.host, env.PLATFORM_DOMAIN);
    if (domain === null || domain === publicHost) return false;
    const found = shops.slugOfDomain(domain);
    return found instanceof Promise ? found.then((slug) => slug !== null) : found !== null;
  };
}

/** The path a shop's pages start at on the platform's host: none for the home shop, else `/s/{slug}`. */
export function shopPath(ctx: { env: Pick<Env, 'HOME_SHOP'>; shopSlug: string }): string {
  return ctx.shopSlug === ctx.env.HOME_SHOP ? '' : `/s/${ctx.shopSlug}`;
}

/** What a shop's address is made from. */
export type ShopAddressContext = Pick<AppContext, 'env' | 'shopSlug' | 'shopDomain'>;

/**
 * Where a shop's links start (docs/decisions/0020-shop-routing.md): `https://{domain}` for a shop
 * on its own domain, served there at the bare paths; else the platform's address (PUBLIC_URL, else
 * `origin`) and the shop's path.
 */
export function shopUrl(ctx: ShopAddressContext, origin = ''): string {
  const domain = ctx.shopDomain.current;
  if (domain !== null) return `https://${domain}`;
  return (ctx.env.PUBLIC_URL ?? origin).replace(/\/+$/, '') + shopPath(ctx);
}
