import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { App } from '../context.js';
import { makeWritableDir } from '../db/data-dir.js';
import type { Env } from '../env.js';
import type { ShopLookup } from '../services/shop-directory.js';
import { z } from 'zod';
import { isPagePath, isPlatformPage, PAGE_TITLES_FILE, type PageTitleTemplates } from '../../shared/routes.js';
import { pageCompressor, pageEncoding, shopPageCompressor } from './page-encoding.js';
import { pageHtmlFor, type ClientManifest } from './page-preloads.js';
import { pagePolicy, WORKER_POLICY } from './security.js';
import { prefixBaseOf } from './shop-address.js';
import { noShopPagesFor, withManifestLink, withShopTitle } from './shop-page-html.js';

/** The pages' prerendered `#root` elements the build wrote (vite-prerender.ts), by file name. */
async function readPrerendered(dir: string): Promise<Map<string, string>> {
  const files = existsSync(dir) ? (await readdir(dir)).filter((file) => file.endsWith('.html')) : [];
  const entries = await Promise.all(files.map(async (file) => [file.slice(0, -'.html'.length), await readFile(path.join(dir, file), 'utf8')] as const));
  return new Map(entries);
}

/** Each page's title with a slot for the shop's name, as the build wrote them (vite-prerender.ts); none in a build without them. */
async function readTitleTemplates(dir: string): Promise<PageTitleTemplates> {
  const file = path.join(dir, PAGE_TITLES_FILE);
  if (!existsSync(file)) return {};
  return z.record(z.string(), z.string()).parse(JSON.parse(await readFile(file, 'utf8')));
}

/**
 * Serves the built client; every path that is not an API route gets index.html (client routing),
 * linking its shop's web app manifest, with a 404 status where the client shows its not-found
 * page, and as the no-shop page where the address has no shop.
 */
export async function registerClient(
  app: App,
  env: Env,
  root: string,
  resolveShop: (request: FastifyRequest) => ShopLookup | Promise<ShopLookup>,
): Promise<void> {
  const uploads = path.resolve(env.DATA_DIR, 'uploads');
  await makeWritableDir(uploads, path.resolve(env.DATA_DIR));
  const indexFile = path.join(root, 'index.html');
  const hasClient = existsSync(indexFile);
  const indexHtml = hasClient ? await readFile(indexFile, 'utf8') : '';
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(await readFile(manifestFile, 'utf8')) as ClientManifest) : null;
  const compressed = pageCompressor();
  const shopCompressed = shopPageCompressor();
  const prerendered = await readPrerendered(path.join(root, '.prerendered'));
  const titles = await readTitleTemplates(path.join(root, '.prerendered'));
  const pageHtml = pageHtmlFor(indexHtml, manifest, prerendered);
  const noShopPages = noShopPagesFor(indexHtml, prerendered);
  const serviceWorker = path.join(root, 'sw.js');
  if (hasClient) {
    // index.html is only ever served by the handler below, with the page's policy.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      // The build writes .br and .gz copies beside each file (vite-precompress.ts).
      preCompressed: true,
      // Files under /assets/ have their content's hash in their name: they never change.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (filePath === serviceWorker || filePath.startsWith(`${serviceWorker}.`)) {
          // The service worker keeps its name: a browser asks for it again on each check for an update.
          void reply.header('cache-control', 'no-cache');
          void reply.header('content-security-policy', WORKER_POLICY);
        }
      },
    });
  }
  await app.register(fastifyStatic, { root: uploads, prefix: '/uploads/', decorateReply: !hasClient });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !hasClient || request.method !== 'GET') {
      return reply.status(404).send({ error: 'NOT_FOUND', message: 'No such route' });
    }
    const pagePath = request.url.split('?')[0] ?? '/';
    const encoding = pageEncoding(request.headers['accept-encoding']);
    // The operator's page, the list of shops, a chain's page and the sign-up are the platform's, not
    // a shop's: there whatever the host names, and installed as no shop's app.
    const platformPage = isPlatformPage(pagePath);
    const shop = platformPage ? null : await resolveShop(request);
    // A path the client's router does not know shows its not-found page: the same page, as a 404.
    // Every page of a shop that is not there is the no-shop page from its first paint, as a 404.
    const gone = shop && shop.kind !== 'open' ? shop.kind : null;
    // index.html links the bare paths' manifest: a page under a shop's /s/{slug} links its own.
    const base = platformPage ? null : prefixBaseOf(request.raw);
    const page = gone ? noShopPages[gone] : pageHtml(pagePath);
    const linked = gone || base === '' ? page : withManifestLink(page, base);
    // A shop's page names the shop in its title, as its script will, so a rename shows at the next
    // load. Settings that cannot be read (the database is away) leave the product's title.
    const open = shop?.kind === 'open' ? shop.ctx : null;
    const shopName = open ? await open.store.settings().then(({ shopName }) => shopName, () => null) : null;
    const html = shopName === null ? linked : withShopTitle(linked, titles, pagePath, shopName);
    void reply
      .status(!gone && (platformPage || isPagePath(pagePath)) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', pagePolicy(request.headers.host));
    if (!encoding) return reply.send(html);
    // A shop's page is one of many (its name, under its own /s/{slug}); the others are few and fixed.
    return reply.header('content-encoding', encoding).send(open ? shopCompressed(html, encoding) : compressed(html, encoding));
  });
}
