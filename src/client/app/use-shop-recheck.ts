import { useEffect } from 'react';
import type { ShopSettings } from '../../shared/schemas/shop-settings.js';
import { fetchShopSettings } from '../lib/queries/shop-settings.js';
import { nextRecheckIn } from './shop-recheck.js';

/** A question that gets no answer in this long counts as none: a hanging network must not stop the asking. */
const ASK_TIMEOUT_MS = 10_000;

/**
 * While `enabled` (the page says the address has no shop), asks for the shop's settings again now
 * and then (shop-recheck.ts): every half minute while the tab is visible, at once when it is shown
 * again or the network comes back, never while it is hidden. Calls `onBack` with the settings once
 * the shop answers; a 404 (still no shop) or no answer waits for the next question.
 */
export function useShopRecheck(enabled: boolean, onBack: (settings: ShopSettings) => void): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking: AbortController | null = null;
    let stopped = false;
    // The page's own first requests have just asked.
    let lastAskedAt = Date.now();

    const plan = (woke: boolean) => {
      clearTimeout(timer);
      const facts = { visible: document.visibilityState === 'visible', online: navigator.onLine, asking: asking !== null, lastAskedAt };
      const delay = nextRecheckIn(facts, Date.now(), woke);
      if (delay !== null) timer = setTimeout(ask, delay);
    };
    function ask() {
      // Hidden or offline since the timer was set: the next wake plans again.
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      const abort = new AbortController();
      const giveUp = setTimeout(() => {
        abort.abort();
      }, ASK_TIMEOUT_MS);
      asking = abort;
      lastAskedAt = Date.now();
      fetchShopSettings(abort.signal).then(
        (settings) => {
          clearTimeout(giveUp);
          if (!stopped) onBack(settings);
        },
        () => {
          clearTimeout(giveUp);
          asking = null;
          if (!stopped) plan(false);
        },
      );
    }
    const wake = () => {
      plan(true);
    };

    plan(false);
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      stopped = true;
      clearTimeout(timer);
      asking?.abort();
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
    };
  }, [enabled, onBack]);
}
