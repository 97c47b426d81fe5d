import { noShopFile, type ShopGone } from '../../shared/routes.js';

/**
 * What a page's HTML says of its shop (docs/decisions/0020-shop-routing.md): which web app
 * manifest it installs as, and, for an address with no shop, the no-shop page as its first paint.
 */

/** The manifest link index.html carries (src/client/index.html), whatever Vite made of its spacing. */
const MANIFEST_LINK = /<link rel="manifest"[^>]*>/;

/** The path of a shop's web app manifest under its base (`/s/{slug}` or ''). */
export const manifestPath = (base: string): string => `${base}/manifest.webmanifest`;

/**
 * A page's HTML linking the manifest of the shop at `base`, so that the page installs as that
 * shop's app (docs/decisions/0011-installable-app.md); with `base` null (a page of no shop: the
 * platform's, or an address whose shop is not there) it links none.
 */
export function withManifestLink(html: string, base: string | null): string {
  return html.replace(MANIFEST_LINK, base === null ? '' : `<link rel="manifest" href="${manifestPath(base)}" />`);
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html as the page of an address whose shop is not there, for each reason, made once at
 * start: the no-shop page's prerendered first paint (vite-prerender.ts) in `#root`, or, in a build
 * without it, an empty root that still names the reason, so the client's first render is that page.
 * No manifest: there is no shop to install.
 */
export function noShopPagesFor(indexHtml: string, prerendered: ReadonlyMap<string, string>): Record<ShopGone, string> {
  const page = (gone: ShopGone) => {
    const root = prerendered.get(noShopFile(gone)) ?? `<div id="root" data-shop-gone="${gone}"></div>`;
    return withManifestLink(indexHtml, null).replace(EMPTY_ROOT, root);
  };
  return { missing: page('missing'), suspended: page('suspended') };
}
