import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PRECACHE } from '../../src/client/service-worker/worker-build.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const publicDir = path.join(repo, 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface WebAppManifest {
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

const readManifest = async () => JSON.parse(await readFile(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as WebAppManifest;

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
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the web app manifest as application/manifest+json, checked again on each visit', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).not.toContain('immutable');
    expect(response.headers['cache-control']).toMatch(/max-age=0|no-cache/);
    expect(JSON.parse(response.body)).toEqual(await readManifest());
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

  it('names the app, starts at the home page, standalone, in colours of the palette', async () => {
    const manifest = await readManifest();
    expect(manifest).toMatchObject({ name: 'Chair', short_name: 'Chair', start_url: '/', scope: '/', display: 'standalone' });
    const css = await readFile(path.join(repo, 'src/client/styles.css'), 'utf8');
    const palette = [...css.matchAll(/--color-[\w-]+:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1]?.toLowerCase());
    expect(palette).toContain(manifest.theme_color.toLowerCase());
    expect(palette).toContain(manifest.background_color.toLowerCase());
  });

  it('has PNG icons of 192 and 512 pixels and a maskable 512, each the size it claims', async () => {
    const manifest = await readManifest();
    const claims = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(claims).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await readFile(path.join(publicDir, icon.src))), icon.src).toEqual({ width, height });
    }
    expect(pngSize(await readFile(path.join(publicDir, 'icons/apple-touch-icon.png')))).toEqual({ width: 180, height: 180 });
  });

  it("is linked from every page's head, with the icon iPhones put on the home screen", async () => {
    const index = await readFile(path.join(repo, 'src/client/index.html'), 'utf8');
    expect(index).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(index).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });

  it('has every public file the service worker keeps for the offline page', async () => {
    for (const file of PUBLIC_PRECACHE) expect((await get(file)).statusCode, file).toBe(200);
  });
});
