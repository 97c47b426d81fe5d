import { clearInterval, clearTimeout, setInterval, setTimeout } from 'node:timers';
import { timeoutManager } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { StrictMode, type ReactElement } from 'react';
import { App } from './app/app.js';
import { PAGE_TITLE_KEYS, pageTitle } from './app/page-title.js';
import type { PageName } from './app/pages.js';
import { loadPage } from './app/router.js';
import { appTexts } from './app/texts.js';
import { noShopFile, SHOP_GONE, SHOP_NAME_SLOT, type PagePath, type PageTitleTemplates } from '../shared/routes.js';

/**
 * The public pages whose first paint is made at build time (docs/decisions/0009), each with the
 * path it is rendered for. /booking stands for /booking/{barberId} too: before its data arrives
 * the page looks the same for every barber. Track and customer login open on a form, which a
 * visitor would start typing into before the app could take it.
 */
export const PRERENDERED_PAGES: { page: PageName; path: string }[] = [
  { page: 'home', path: '/' },
  { page: 'booking', path: '/booking' },
];

// Each render leaves its queries waiting out their cache time (ten minutes): timers that do not
// hold Node open let the build finish as soon as the pages are written.
timeoutManager.setTimeoutProvider({
  setTimeout: (callback, delay) => setTimeout(callback, delay).unref(),
  clearTimeout: (timer) => {
    clearTimeout(timer);
  },
  setInterval: (callback, delay) => setInterval(callback, delay).unref(),
  clearInterval: (timer) => {
    clearInterval(timer);
  },
});

// The build runs the client on preact/compat, whose elements are Preact's vnodes.
const toHtml = (element: ReactElement) => renderToString(element as unknown as VNode);

/**
 * The client's first render of a page, before any data has arrived and with nobody signed in,
 * as the `#root` element the server puts in the page. `data-page` tells the client which page's
 * code to load before it takes over.
 */
export async function prerenderPage(page: PageName, path: string): Promise<string> {
  await loadPage(page);
  const html = toHtml(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
  return `<div id="root" data-page="${page}">${html}</div>`;
}

/**
 * The no-shop pages, by the file each is written to (docs/decisions/0020-shop-routing.md): the
 * server sends one as the first paint of every page of an address with no shop, so nothing of a
 * shop's page shows before it. `data-shop-gone` tells the client to render it from the start.
 */
export function prerenderNoShopPages(): { file: string; html: string }[] {
  return SHOP_GONE.map((gone) => {
    const html = toHtml(
      <StrictMode>
        <App ssrPath="/" gone={gone} />
      </StrictMode>,
    );
    return { file: noShopFile(gone), html: `<div id="root" data-shop-gone="${gone}">${html}</div>` };
  });
}

/**
 * Each page's English title as the client sets it, with the shop's name left as a slot: the server
 * fills it in, so a shop's page names the shop in its tab before any script has run. The
 * platform's pages belong to no shop and keep index.html's title.
 */
export function pageTitleTemplates(): PageTitleTemplates {
  const t = appTexts.en;
  const templates: PageTitleTemplates = { notFound: pageTitle(t.notFoundPageTitle, SHOP_NAME_SLOT) };
  for (const page of Object.keys(PAGE_TITLE_KEYS) as PagePath[]) {
    const key = PAGE_TITLE_KEYS[page];
    if (page !== 'platform' && page !== 'signup' && page !== 'shops' && page !== 'chain') templates[page] = pageTitle(key && t[key], SHOP_NAME_SLOT);
  }
  return templates;
}
