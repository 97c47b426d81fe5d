import { describe, expect, it } from 'vitest';
import type { PageTitleTemplates } from '../../shared/routes.js';
import { noShopPagesFor, withManifestLink, withShopTitle } from './shop-page-html.js';

const INDEX = `<!doctype html><html><head>
    <title>Premium Grooming · Queue and appointments</title>
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
  </head><body><div id="root"></div></body></html>`;

describe("what a page's HTML says of its shop", () => {
  it("links the manifest of the shop at the page's base, or none", () => {
    expect(withManifestLink(INDEX, '/s/imran-cuts')).toContain('<link rel="manifest" href="/s/imran-cuts/manifest.webmanifest" />');
    expect(withManifestLink(INDEX, '')).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const none = withManifestLink(INDEX, null);
    expect(none).not.toContain('manifest');
    expect(none).toContain('apple-touch-icon');
  });

  it('puts the no-shop page of each reason in #root, naming the reason even without a prerendered one', () => {
    const prerendered = new Map([['no-shop-missing', '<div id="root" data-shop-gone="missing"><h1>There is no shop at this address.</h1></div>']]);
    const pages = noShopPagesFor(INDEX, prerendered);
    expect(pages.missing).toContain('<div id="root" data-shop-gone="missing"><h1>There is no shop at this address.</h1></div>');
    expect(pages.suspended).toContain('<div id="root" data-shop-gone="suspended"></div>');
    expect(pages.missing).not.toContain('rel="manifest"');
  });
});

describe("a shop's page title", () => {
  // As the build writes them (src/client/prerender.tsx `pageTitleTemplates`).
  const TITLES: PageTitleTemplates = {
    home: '{shop} · Premium Grooming',
    booking: 'Book an appointment · {shop}',
    adminDashboard: 'Admin dashboard · {shop}',
    admin: 'Admin dashboard · {shop}',
    notFound: 'Page not found · {shop}',
  };
  const titleOf = (html: string) => /<title>(.*)<\/title>/.exec(html)?.[1];

  it("names the shop as the client's title for the page does, whatever the path's parameters", () => {
    expect(titleOf(withShopTitle(INDEX, TITLES, '/', 'Kings Cuts'))).toBe('Kings Cuts · Premium Grooming');
    expect(titleOf(withShopTitle(INDEX, TITLES, '/booking/12', 'Kings Cuts'))).toBe('Book an appointment · Kings Cuts');
    expect(titleOf(withShopTitle(INDEX, TITLES, '/admin', 'Kings Cuts'))).toBe('Admin dashboard · Kings Cuts');
    expect(titleOf(withShopTitle(INDEX, TITLES, '/no-such-page', 'Kings Cuts'))).toBe('Page not found · Kings Cuts');
  });

  it('escapes the name, and reads nothing in it as a pattern', () => {
    const html = withShopTitle(INDEX, TITLES, '/', '<Raju & Sons "A">');
    expect(titleOf(html)).toBe('&lt;Raju &amp; Sons &quot;A&quot;&gt; · Premium Grooming');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(withShopTitle(INDEX, TITLES, '/', "Raj's $& {shop} $1"))).toBe('Raj&#39;s $&amp; {shop} $1 · Premium Grooming');
  });

  it("uses the product's name for a shop with none, and keeps index.html's title without the build's titles", () => {
    expect(titleOf(withShopTitle(INDEX, TITLES, '/', '  '))).toBe('Chair · Premium Grooming');
    expect(titleOf(withShopTitle(INDEX, TITLES, '/', ' Kings Cuts '))).toBe('Kings Cuts · Premium Grooming');
    expect(withShopTitle(INDEX, {}, '/', 'Kings Cuts')).toBe(INDEX);
    // Only the title changes.
    expect(withShopTitle(INDEX, TITLES, '/', 'Kings Cuts').replace(/<title>.*<\/title>/, '')).toBe(INDEX.replace(/<title>.*<\/title>/, ''));
  });
});
