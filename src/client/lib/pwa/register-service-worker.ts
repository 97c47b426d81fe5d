/**
 * The service worker (src/client/service-worker/, built to /sw.js): Web Push, the app shell kept
 * for fast and offline starts, and the offline page (docs/decisions/0011-installable-app.md).
 * From the root, so that its scope is the whole app.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded, so that its install (which fetches the
 * app shell) never competes with the page's own first requests. Not in development: the dev
 * server builds no worker.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // The app works the same without it, only not offline: worth a line in the console, no more.
      console.warn('service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
