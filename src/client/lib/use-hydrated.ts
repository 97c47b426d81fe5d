import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the prerendered HTML is taken over (and in the prerender itself), true otherwise.
 * What only this browser knows (a remembered user or shop name) waits for it, so the first
 * render matches the HTML it takes over; the render that follows at once, before the browser
 * paints, shows it (docs/decisions/0009-prerendered-first-paint.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
