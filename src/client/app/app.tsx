import { useCallback, useState } from 'react';
import { Router } from 'wouter';
import { pathInShop, shopBase } from '../lib/shop-base.js';
import { shopIsBack } from '../lib/pwa/shop-is-back.js';
import { pageOfPath, type ShopGone } from '../../shared/routes.js';
import type { ShopSettings } from '../../shared/schemas/shop-settings.js';
import { isPageName } from './pages.js';
import { AppProviders } from './providers.js';
import { AppRoutes, loadPage } from './router.js';
import { AppShell } from './shell/app-shell.js';

/** The shop as the app opened it: `gone` when the address had no shop; `times` grows each time it is opened afresh. */
interface Opened {
  gone: ShopGone | null;
  times: number;
}

/**
 * The whole web client: providers, the site frame, and the routed page inside it. `ssrPath` is
 * the page the build prerenders (src/client/prerender.tsx), at the bare paths; in the browser, the
 * address decides, and under a shop's `/s/{slug}` every route and link stays inside it
 * (src/client/lib/shop-base.ts). `gone` is the server's word that the address has no shop
 * (docs/decisions/0020-shop-routing.md): every page is then the no-shop page from the first render.
 */
export function App({ ssrPath, gone = null }: { ssrPath?: string; gone?: ShopGone | null }) {
  const [opened, setOpened] = useState<Opened>({ gone, times: 0 });
  // The shop is there again (created or resumed while the no-shop page was open): the app opens it
  // afresh, as a first load would, with none of what the providers kept while it was not there
  // (the query cache, the session check, the live socket). The page's code comes first, so the
  // no-shop page stays until the shop's page can take its place.
  const reopen = useCallback((settings: ShopSettings) => {
    shopIsBack(settings);
    const page = pageOfPath(pathInShop(location.pathname)) ?? undefined;
    const opening = isPageName(page) ? loadPage(page) : Promise.resolve();
    void opening
      .catch(() => undefined)
      .then(() => {
        setOpened(({ times }) => ({ gone: null, times: times + 1 }));
      });
  }, []);

  return (
    <Router base={ssrPath === undefined ? shopBase() : ''} ssrPath={ssrPath}>
      <AppProviders key={opened.times} live={opened.gone === null}>
        <AppShell gone={opened.gone} onShopBack={reopen}>
          <AppRoutes />
        </AppShell>
      </AppProviders>
    </Router>
  );
}
