import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

/** A build manifest as Vite writes it: the entry, shared chunks and lazily loaded pages. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_clock-1.js': { file: 'assets/clock-1.js', imports: ['_react-1.js'] },
  'features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html', '_clock-1.js'] },
  'features/booking/booking-page.tsx': { file: 'assets/booking-page-1.js', imports: ['index.html'] },
  'features/track/track-page.tsx': { file: 'assets/track-page-1.js', imports: ['index.html'] },
};

/** The built client is served compressed where the browser accepts it, and hashed files are cached for good. */
describe('static client files', () => {
  let t: TestApp;
  let clientDir: string;
  const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
  const worker = `self.addEventListener('push', () => undefined); // ${'padding '.repeat(200)}\n`;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'chair-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    const file = path.join(clientDir, 'assets', 'app-Ab12Cd34.js');
    await writeFile(file, script);
    await writeFile(`${file}.br`, brotliCompressSync(script));
    await writeFile(`${file}.gz`, gzipSync(script));
    await writeFile(path.join(clientDir, 'robots.txt'), 'User-agent: *\n');
    await writeFile(path.join(clientDir, 'sw.js'), worker);
    await writeFile(path.join(clientDir, 'sw.js.br'), brotliCompressSync(worker));
    await mkdir(path.join(clientDir, '.vite'));
    await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await mkdir(path.join(clientDir, '.prerendered'));
    await writeFile(path.join(clientDir, '.prerendered', 'home.html'), `<div id="root" data-page="home"><h1>PREMIUM GROOMING</h1>${'<p>Book Now</p>'.repeat(200)}</div>`);
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('announces the chunks of the first page a customer opens beside the entry, and nothing for other pages', async () => {
    const home = (await get('/')).body;
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    expect(home).toContain('href="/assets/clock-1.js"');
    // The entry's own imports are in the page already.
    expect(home).not.toContain('href="/assets/react-1.js"');
    expect((await get('/booking/3?from=home')).body).toContain('href="/assets/booking-page-1.js"');
    expect((await get('/track?phone=9876543210')).body).toContain('href="/assets/track-page-1.js"');
    expect((await get('/admin')).body).not.toContain('modulepreload');
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the Brotli copy, else the gzip copy, else the file itself', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends a page's prerendered first paint inside #root, compressed where the browser accepts it", async () => {
    const home = await get('/', 'gzip, deflate, br');
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(home.rawPayload).toString();
    expect(home.rawPayload.length).toBeLessThan(html.length / 5);
    expect(html).toMatch(/<div id="root" data-page="home"><h1>PREMIUM GROOMING<\/h1>.*<\/div><\/body>/);
    expect(gunzipSync((await get('/?utm_source=qr', 'gzip')).rawPayload).toString()).toContain('<h1>PREMIUM GROOMING</h1>');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>PREMIUM GROOMING</h1>');
    // Other pages get the empty root the client fills; the prerendered files are not served as files.
    expect((await get('/admin/login')).body).toContain('<div id="root"></div>');
    expect((await get('/no-such-page')).body).not.toContain('PREMIUM');
    expect((await get('/.prerendered/home.html')).body).not.toContain('PREMIUM');
  });

  it("answers a path the client's router does not know with a 404 and the same page, whose router shows its not-found page", async () => {
    const page = await get('/admin/login');
    for (const url of ['/no-such-page', '/booking/1/2', '/admin/nope?x=1', '/barber']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe(page.body);
    }
    const compressed = await get('/no-such-page', 'br');
    expect(compressed.statusCode).toBe(404);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
    // The client's pages, with their parameters and query strings, stay 200.
    const known = ['/', '/?utm_source=qr', '/booking', '/booking/3?from=home', '/track?phone=9876543210', '/track/', '/customer/login'];
    known.push('/customer/account', '/customer/bookings', '/barber/login', '/barber/dashboard', '/admin', '/admin/login');
    known.push('/admin/dashboard?tab=services', '/board', '/board?tv=1', '/shops', '/shops?from=poster', '/c/main');
    for (const url of known) expect((await get(url)).statusCode, url).toBe(200);
    // API paths keep their JSON 404.
    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('caches hashed assets for a year and nothing else', async () => {
    expect((await get('/assets/app-Ab12Cd34.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).not.toContain('immutable');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker from the root, checked for a new version on every visit, under its own policy', async () => {
    for (const encoding of [undefined, 'br']) {
      const response = await get('/sw.js', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    }
    expect((await get('/sw.js')).body).toBe(worker);
  });
});
