import type { App } from '../context.js';
import { shopOf } from '../http/route.js';
import { prefixBaseOf } from '../http/shop-address.js';
import { manifestTag, webAppManifest } from '../http/web-app-manifest.js';

/** Whether an `If-None-Match` header names this tag (weak or strong, alone or in a list). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  return ifNoneMatch?.split(',').some((part) => part.trim().replace(/^W\//, '') === tag) ?? false;
}

/**
 * `GET {base}/manifest.webmanifest`: the web app manifest of the shop the request names
 * (docs/decisions/0011-installable-app.md), by its `/s/{slug}` prefix, its host or as the home shop.
 * A shop that is not there answers 404 as its API does (the request hook). The browser asks again
 * on every visit (the name changes when the shop is renamed); an unchanged one answers 304.
 */
export function webAppManifestRoutes(app: App): void {
  // Not part of the API: a file of the site, for the browser.
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const settings = await shopOf(request).store.settings();
    const body = JSON.stringify(webAppManifest(prefixBaseOf(request.raw), settings.shopName));
    const tag = manifestTag(body);
    void reply.header('cache-control', 'no-cache').header('etag', tag);
    if (matches(request.headers['if-none-match'], tag)) return reply.status(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(body);
  });
}
