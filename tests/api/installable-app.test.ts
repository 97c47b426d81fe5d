import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PRECACHE } from '../../src/client/service-worker/worker-build.js';
import { shopSettings } from '../../src/server/db/schema.js';
import { updateShopSettings } from '../../src/server/services/shop-settings.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { expectError } from '../helpers/fixtures.js';
import { addSecondShop, addShop, SECOND_SHOP } from '../helpers/shops.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const publicDir = path.join(repo, 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii'), 'first chunk').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The installable app's files (docs/product/architecture.md#reach): what Chrome needs to offer "Install app", served as it expects. */
describe('the installable app', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    // A built client as the server finds it: public/ is copied into the build as it is.
    clientDir = await mkdtemp(path.join(tmpdir(), 'chair-installable-'));
    await cp(publicDir, clientDir, { recursive: true });
    await writeFile(path.join(clientDir, 'sw.js'), "self.addEventListener('fetch', () => undefined);\n");
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ clientDir, env: { PLATFORM_DOMAIN: 'chair.test' } });
    await t.ctx.db.insert(shopSettings).values({ shopName: 'Premium Grooming' });
    t.ctx.store.clear();
    await addSecondShop(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  const manifestOf = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<WebAppManifest>();
  };

  it("serves each shop's web app manifest as application/manifest+json, checked again on each visit", async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = response.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    // Unchanged since the browser's copy: nothing to send.
    const again = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another shop's copy is not this one.
    const other = await t.app.inject({ method: 'GET', url: `/s/${SECOND_SHOP.slug}/manifest.webmanifest`, headers: { 'if-none-match': String(etag) } });
    expect(other.statusCode).toBe(200);
  });

  it('installs each shop as its own app: its name, opening at and keeping to its own address', async () => {
    expect(await manifestOf('/manifest.webmanifest')).toMatchObject({
      id: '/',
      name: 'Premium Grooming',
      short_name: 'Premium',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    const second = { id: '/s/imran-cuts/', name: 'Imran Cuts', short_name: 'Imran Cuts', start_url: '/s/imran-cuts/', scope: '/s/imran-cuts/' };
    expect(await manifestOf('/s/imran-cuts/manifest.webmanifest')).toMatchObject(second);
    // The home shop under its /s/{slug} is an app of that address.
    expect(await manifestOf('/s/main/manifest.webmanifest')).toMatchObject({ name: 'Premium Grooming', start_url: '/s/main/', scope: '/s/main/' });
    // On its own host a shop is at the bare paths.
    expect(await manifestOf('/manifest.webmanifest', { host: 'imran-cuts.chair.test' })).toMatchObject({ ...second, id: '/', start_url: '/', scope: '/' });
    // The icons are the product's, from the site's root, whatever the address.
    const icons = (await manifestOf('/s/imran-cuts/manifest.webmanifest')).icons.map((icon) => icon.src);
    expect(icons.every((src) => src.startsWith('/icons/'))).toBe(true);
  });

  it('names a shop that has no name yet after the product, and follows a rename at once', async () => {
    await addShop(t.database.db, 'new-shop');
    expect(await manifestOf('/s/new-shop/manifest.webmanifest')).toMatchObject({ name: 'Chair', short_name: 'Chair', start_url: '/s/new-shop/' });
    const before = (await get('/s/new-shop/manifest.webmanifest')).headers.etag;
    const found = await t.shops.bySlug('new-shop');
    if (found.kind !== 'open') throw new Error(`new-shop is ${found.kind}`);
    await updateShopSettings(found.ctx, { shopName: 'Shri Ganesh Hair Art' });
    const renamed = await get('/s/new-shop/manifest.webmanifest');
    expect(renamed.json<WebAppManifest>()).toMatchObject({ name: 'Shri Ganesh Hair Art', short_name: 'Shri Ganesh' });
    expect(renamed.headers.etag).not.toBe(before);
  });

  it('answers 404 for a shop that is not there, as its API does', async () => {
    expectError(await get('/s/nobody/manifest.webmanifest'), 404, 'SHOP_NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'nobody.chair.test' } }), 404, 'SHOP_NOT_FOUND');
    await addShop(t.database.db, 'closed-for-good');
    await t.database.db.execute(sql`update shops set status = 'suspended' where slug = 'closed-for-good'`);
    expectError(await get('/s/closed-for-good/manifest.webmanifest'), 404, 'SHOP_SUSPENDED');
    // Only the manifest's own path is the shop's: the rest of the name is no route.
    expect((await get('/manifest.webmanifestx')).statusCode).toBe(404);
  });

  it('serves the service worker from the root as JavaScript that the browser checks for a new version every time', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Its scope is the root by where it is served: no Service-Worker-Allowed needed.
    expect(response.headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves the icons as PNG', async () => {
    for (const file of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png', '/icons/apple-touch-icon.png']) {
      const response = await get(file);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type'], file).toBe('image/png');
    }
  });

  it('colours the app in colours of the palette', async () => {
    const manifest = await manifestOf('/manifest.webmanifest');
    const css = await readFile(path.join(repo, 'src/client/styles.css'), 'utf8');
    const palette = [...css.matchAll(/--color-[\w-]+:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1]?.toLowerCase());
    expect(palette).toContain(manifest.theme_color.toLowerCase());
    expect(palette).toContain(manifest.background_color.toLowerCase());
  });

  it('has PNG icons of 192 and 512 pixels and a maskable 512, each the size it claims', async () => {
    const manifest = await manifestOf('/s/imran-cuts/manifest.webmanifest');
    const claims = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(claims).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await readFile(path.join(publicDir, icon.src))), icon.src).toEqual({ width, height });
    }
    expect(pngSize(await readFile(path.join(publicDir, 'icons/apple-touch-icon.png')))).toEqual({ width: 180, height: 180 });
  });

  it("is linked from every page's head, the shop's own under its address, with the icon iPhones put on the home screen", async () => {
    const index = await readFile(path.join(repo, 'src/client/index.html'), 'utf8');
    expect(index).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(index).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect((await get('/')).body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    for (const url of ['/s/imran-cuts/', '/s/imran-cuts/booking/3?from=home', '/s/imran-cuts/no-such-page']) {
      const page = (await get(url)).body;
      expect(page, url).toContain('<link rel="manifest" href="/s/imran-cuts/manifest.webmanifest" />');
      expect(page.match(/rel="manifest"/g), url).toHaveLength(1);
    }
    // The platform's pages belong to no shop, and a shop that is not there has nothing to install.
    for (const url of ['/platform', '/shops', '/signup', '/s/nobody/']) expect((await get(url)).body, url).not.toContain('rel="manifest"');
  });

  it('has every public file the service worker keeps for the offline page', async () => {
    for (const file of PUBLIC_PRECACHE) expect((await get(file)).statusCode, file).toBe(200);
  });
});
