import { Router } from 'wouter';
import type { ShopGone } from '../../shared/routes.js';
import { shopBase } from '../lib/shop-base.js';
import { AppProviders } from './providers.js';
import { AppRoutes } from './router.js';
import { AppShell } from './shell/app-shell.js';

/**
 * The whole web client: providers, the site frame, and the routed page inside it. `ssrPath` is
 * the page the build prerenders (src/client/prerender.tsx), at the bare paths; in the browser, the
 * address decides, and under a shop's `/s/{slug}` every route and link stays inside it
 * (src/client/lib/shop-base.ts). `gone` is the server's word that the address has no shop
 * (docs/decisions/0020-shop-routing.md): every page is then the no-shop page from the first render.
 */
export function App({ ssrPath, gone = null }: { ssrPath?: string; gone?: ShopGone | null }) {
  return (
    <Router base={ssrPath === undefined ? shopBase() : ''} ssrPath={ssrPath}>
      <AppProviders>
        <AppShell gone={gone}>
          <AppRoutes />
        </AppShell>
      </AppProviders>
    </Router>
  );
}
