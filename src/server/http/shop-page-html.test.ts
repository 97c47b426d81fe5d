import { describe, expect, it } from 'vitest';
import { noShopPagesFor, withManifestLink } from './shop-page-html.js';

const INDEX = `<!doctype html><html><head>
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
