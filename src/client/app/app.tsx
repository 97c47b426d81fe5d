import { Router } from 'wouter';
import { AppProviders } from './providers.js';
import { AppRoutes } from './router.js';
import { AppShell } from './shell/app-shell.js';

/**
 * The whole web client: providers, the site frame, and the routed page inside it. `ssrPath` is
 * the page the build prerenders (src/client/prerender.tsx); in the browser, the address decides.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <AppProviders>
        <AppShell>
          <AppRoutes />
        </AppShell>
      </AppProviders>
    </Router>
  );
}
