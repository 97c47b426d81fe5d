import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGES, pageHtmlFor, preloadTags, type ClientManifest } from './page-preloads.js';

const manifest: ClientManifest = {
  'main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'features/home/home-page.tsx': { file: 'assets/home.js', imports: ['_shared.js', '_input.js'] },
  '_input.js': { file: 'assets/input.js', imports: ['_icon.js'], css: ['assets/input.css'] },
  '_icon.js': { file: 'assets/icon.js' },
};

describe('page preloads', () => {
  it("announces a page's chunks and styles, transitively, less what the entry loads anyway", () => {
    const tags = preloadTags(manifest, 'features/home/home-page.tsx');
    expect(tags).toContain('href="/assets/home.js"');
    expect(tags).toContain('href="/assets/input.js"');
    expect(tags).toContain('href="/assets/icon.js"');
    expect(tags).toContain('<link rel="preload" as="style" href="/assets/input.css">');
    expect(tags).not.toContain('shared.js');
  });

  it('puts the tags in the head of the page they belong to only', () => {
    const html = pageHtmlFor('<html><head></head><body></body></html>', manifest);
    expect(html('/')).toContain('href="/assets/home.js"');
    expect(html('/track')).not.toContain('home.js');
    expect(html('/unknown')).toBe('<html><head></head><body></body></html>');
  });

  it("puts a page's prerendered #root into its HTML, and no other page's", () => {
    const index = '<html><head></head><body><div id="root"></div></body></html>';
    const prerendered = new Map([
      ['home', '<div id="root" data-page="home"><h1>PREMIUM GROOMING</h1></div>'],
      ['booking', '<div id="root" data-page="booking"><h1>Book</h1></div>'],
    ]);
    const html = pageHtmlFor(index, manifest, prerendered);
    expect(html('/')).toContain('<div id="root" data-page="home"><h1>PREMIUM GROOMING</h1></div></body>');
    expect(html('/')).toContain('href="/assets/home.js"');
    expect(html('/booking/7')).toContain('data-page="booking"');
    expect(html('/booking')).toContain('data-page="booking"');
    expect(html('/track')).toContain('<div id="root"></div>');
    expect(html('/customer/bookings')).toContain('<div id="root"></div>');
    expect(html('/unknown')).toBe(index);
  });

  it("covers every page the client's router lazy-loads (the build has no preload helper of its own)", async () => {
    const pages = await readFile(new URL('../../client/app/pages.ts', import.meta.url), 'utf8');
    const loaded = [...pages.matchAll(/import\('\.\.\/(features\/[^']+)\.js'\)/g)].map((match) => `${match[1]}.tsx`);
    expect(loaded.length).toBeGreaterThan(5);
    expect(FIRST_PAGES.map((page) => page.module).sort()).toEqual(loaded.sort());
  });
});
