import { AppProviders } from './providers.js';
import { AppRoutes } from './router.js';
import { AppShell } from './shell/app-shell.js';

/** The whole web client: providers, the site frame, and the routed page inside it. */
export function App() {
  return (
    <AppProviders>
      <AppShell>
        <AppRoutes />
      </AppShell>
    </AppProviders>
  );
}
