import { manifestPath, noShopFile, pageOfPath, SHOP_NAME_SLOT, type PageTitleTemplates, type ShopGone } from '../../shared/routes.js';
import { appName } from './web-app-manifest.js';

/**
 * What a page's HTML says of its shop (docs/decisions/0020-shop-routing.md): which web app
 * manifest it installs as, the shop's name in its title, and, for an address with no shop, the
 * no-shop page as its first paint.
 */

/** The manifest link index.html carries (src/client/index.html), whatever Vite made of its spacing. */
const MANIFEST_LINK = /<link rel="manifest"[^>]*>/;

/**
 * A page's HTML linking the manifest of the shop at `base`, so that the page installs as that
 * shop's app (docs/decisions/0011-installable-app.md); with `base` null (a page of no shop: the
 * platform's, or an address whose shop is not there) it links none.
 */
export function withManifestLink(html: string, base: string | null): string {
  return html.replace(MANIFEST_LINK, base === null ? '' : `<link rel="manifest" href="${manifestPath(base)}" />`);
}

/** index.html's title (src/client/index.html), the product's own, whatever it says. */
const TITLE = /<title>[^<]*<\/title>/;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * A shop's page with the title the client gives it once its script runs (src/client/app/page-title.ts),
 * in English as the first paint is: the page's template from the build with the shop's name, or the
 * product's while the shop has none, HTML-escaped. Without the build's templates the page keeps
 * index.html's title.
 */
export function withShopTitle(html: string, templates: PageTitleTemplates, path: string, shopName: string): string {
  const template = templates[pageOfPath(path) ?? 'notFound'];
  if (template === undefined) return html;
  const name = appName(shopName);
  // A function, so that a `$&` in a shop's name is not read as a replacement pattern.
  return html.replace(TITLE, () => `<title>${escapeHtml(template.split(SHOP_NAME_SLOT).join(name))}</title>`);
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
