import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateShopSettings } from '../../src/server/services/shop-settings.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addSecondShop, addShop } from '../helpers/shops.js';

const INDEX =
  '<!doctype html><html><head><title>Premium Grooming · Queue and appointments</title><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>';
/** The pages' titles as the build writes them (src/client/prerender.tsx), the shop's name left as a slot. */
const TITLES = { home: '{shop} · Premium Grooming', booking: 'Book an appointment · {shop}', platform: 'Platform · {shop}', notFound: 'Page not found · {shop}' };
const HOME = '<div id="root" data-page="home"><header>PREMIUM GROOMING</header><a href="/booking">Book Now</a></div>';
const NO_SHOP = '<div id="root" data-shop-gone="missing"><main><h1>There is no shop at this address.</h1></main></div>';
/** A build manifest as Vite writes it, for the home page's first paint to be put in. */
const BUILD_MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html'] },
};
const SUSPENDED = '<div id="root" data-shop-gone="suspended"><main><h1>This shop is not taking bookings.</h1></main></div>';

/** The HTML the server sends for a page says which shop it is, or that there is none (docs/decisions/0020-shop-routing.md). */
describe("a page's HTML and its shop", () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'chair-shop-pages-'));
    await mkdir(path.join(clientDir, '.prerendered'), { recursive: true });
    await mkdir(path.join(clientDir, '.vite'));
    await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(BUILD_MANIFEST));
    await writeFile(path.join(clientDir, 'index.html'), INDEX);
    await writeFile(path.join(clientDir, '.prerendered', 'home.html'), HOME);
    await writeFile(path.join(clientDir, '.prerendered', 'no-shop-missing.html'), NO_SHOP);
    await writeFile(path.join(clientDir, '.prerendered', 'no-shop-suspended.html'), SUSPENDED);
    await writeFile(path.join(clientDir, '.prerendered', 'page-titles.json'), JSON.stringify(TITLES));
    t = await createTestApp({ clientDir, env: { PLATFORM_DOMAIN: 'chair.test' } });
    await addSecondShop(t);
    await addShop(t.database.db, 'york-fades');
    await t.database.db.execute(sql`update shops set status = 'suspended' where slug = 'york-fades'`);
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const titleOf = (html: string) => /<title>(.*)<\/title>/.exec(html)?.[1];

  it('is the no-shop page from its first paint at every path of an address with no shop, as a 404', async () => {
    for (const url of ['/s/nobody/', '/s/nobody/booking/3?from=home', '/s/nobody/board', '/s/nobody/no-such-page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain(NO_SHOP);
      expect(response.body, url).not.toContain('PREMIUM GROOMING');
      expect(response.body, url).not.toContain('rel="manifest"');
    }
    const hosted = await get('/', { host: 'nobody.chair.test' });
    expect(hosted.statusCode).toBe(404);
    expect(hosted.body).toContain(NO_SHOP);
  });

  it("says a suspended shop is not taking bookings, from the first paint", async () => {
    for (const url of ['/s/york-fades/', '/s/york-fades/booking']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(SUSPENDED);
      expect(response.body, url).not.toContain('PREMIUM GROOMING');
    }
  });

  it("sends a shop's page with its first paint and its own manifest, compressed as the bare pages are", async () => {
    const plain = await get('/s/imran-cuts/');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain(HOME);
    expect(plain.body).toContain('<link rel="manifest" href="/s/imran-cuts/manifest.webmanifest" />');
    const br = await get('/s/imran-cuts/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/s/imran-cuts/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const missing = await get('/s/nobody/', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain(NO_SHOP);
    // The home shop's bare page is as it was built, named after its shop.
    const bare = await get('/');
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(bare.body).toContain(HOME);
    expect(titleOf(bare.body)).toBe('Chair · Premium Grooming');
  });

  it("names the shop in the page's title before any script runs, and follows a rename at the next load", async () => {
    expect(titleOf((await get('/s/imran-cuts/')).body)).toBe('Imran Cuts · Premium Grooming');
    expect(titleOf((await get('/s/imran-cuts/booking/4')).body)).toBe('Book an appointment · Imran Cuts');
    expect(titleOf((await get('/s/imran-cuts/no-such-page')).body)).toBe('Page not found · Imran Cuts');
    expect(titleOf((await get('/', { host: 'imran-cuts.chair.test' })).body)).toBe('Imran Cuts · Premium Grooming');
    const before = brotliDecompressSync((await get('/s/imran-cuts/', { 'accept-encoding': 'br' })).rawPayload).toString();
    expect(titleOf(before)).toBe('Imran Cuts · Premium Grooming');

    const found = await t.shops.bySlug('imran-cuts');
    if (found.kind !== 'open') throw new Error(`imran-cuts is ${found.kind}`);
    await updateShopSettings(found.ctx, { shopName: '<Raju & Sons "A">' });
    const renamed = await get('/s/imran-cuts/');
    expect(titleOf(renamed.body)).toBe('&lt;Raju &amp; Sons &quot;A&quot;&gt; · Premium Grooming');
    // The compressed copy kept for the shop is not the old name's.
    const compressed = brotliDecompressSync((await get('/s/imran-cuts/', { 'accept-encoding': 'br' })).rawPayload).toString();
    expect(compressed).toBe(renamed.body);
    const hosted = await get('/', { host: 'imran-cuts.chair.test', 'accept-encoding': 'gzip' });
    expect(titleOf(gunzipSync(hosted.rawPayload).toString())).toBe('&lt;Raju &amp; Sons &quot;A&quot;&gt; · Premium Grooming');
  });

  it("keeps the product's title on the platform's pages and the no-shop pages", async () => {
    for (const url of ['/platform', '/shops', '/c/main', '/signup', '/s/nobody/', '/s/york-fades/booking']) {
      expect(titleOf((await get(url)).body), url).toBe('Premium Grooming · Queue and appointments');
    }
  });

  it('without a prerendered no-shop page, still names the reason on the empty root', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'chair-shop-pages-bare-'));
    await writeFile(path.join(bare, 'index.html'), INDEX);
    const other = await createTestApp({ clientDir: bare });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/s/nobody/booking' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root" data-shop-gone="missing"></div>');
    } finally {
      await other.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});
