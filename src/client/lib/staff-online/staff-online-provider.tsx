import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ROUTES } from '../../../shared/contract/routes.js';
import { invalidateLive } from '../query-keys.js';
import { inShop } from '../shop-base.js';
import { useSocketActions, useSocketStatus } from '../socket/use-socket.js';
import { nextCheckAt, staffLink, type ServerCheck } from './staff-link.js';
import { StaffOnlineContext, type StaffOnline } from './staff-online-context.js';

/** A check that gets no answer in this long counts as failed: a hanging network is no better than none. */
const CHECK_TIMEOUT_MS = 4_000;

/** Whether the server answers over HTTP now (GET /api/health, which never goes through the service worker). */
async function serverAnswers(): Promise<boolean> {
  const abort = new AbortController();
  const timer = setTimeout(() => {
    abort.abort();
  }, CHECK_TIMEOUT_MS);
  try {
    const response = await fetch(inShop(ROUTES.health.check.path), { cache: 'no-store', credentials: 'same-origin', signal: abort.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const subscribeNetwork = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** navigator.onLine, kept current by the browser's online and offline events. */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeNetwork,
    () => navigator.onLine,
    () => true,
  );
}

/** When the socket stopped being connected; null while it is. */
function useSocketDownSince(connected: boolean): number | null {
  const [since, setSince] = useState<number | null>(() => (connected ? null : Date.now()));
  useEffect(() => {
    setSince((current) => (connected ? null : (current ?? Date.now())));
  }, [connected]);
  return since;
}

/**
 * Gives the staff dashboards one answer to "can we reach the server?" (useStaffOnline): the
 * browser's network state at once, and after the live socket has been down a few seconds, a check
 * of the server over HTTP, repeated while the socket stays down. When the server is back, what is
 * live on screen is fetched again.
 */
export function StaffOnlineProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const socket = useSocketStatus();
  const { reconnect } = useSocketActions();
  const browserOnline = useBrowserOnline();
  const socketDownSince = useSocketDownSince(socket === 'connected');
  const [check, setCheck] = useState<ServerCheck | null>(null);
  const [checking, setChecking] = useState(false);

  const link = useMemo(() => staffLink({ browserOnline, socket, socketDownSince, check }), [browserOnline, socket, socketDownSince, check]);
  const due = nextCheckAt({ browserOnline, socket, socketDownSince, check });

  const runCheck = useCallback(async () => {
    const at = Date.now();
    const ok = await serverAnswers();
    setCheck({ at, ok });
  }, []);

  useEffect(() => {
    if (due === null) return;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        const at = Date.now();
        void serverAnswers().then((ok) => {
          if (!cancelled) setCheck({ at, ok });
        });
      },
      Math.max(0, due - Date.now()),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [due]);

  // The network is back: ask the server at once rather than at the next scheduled check.
  const wasBrowserOnline = useRef(browserOnline);
  useEffect(() => {
    if (browserOnline && !wasBrowserOnline.current) void runCheck();
    wasBrowserOnline.current = browserOnline;
  }, [browserOnline, runCheck]);

  // Back online without the socket (it refetches by itself when it reconnects): refetch what is live.
  const wasOnline = useRef(link.online);
  useEffect(() => {
    if (link.online && !wasOnline.current && socket !== 'connected') void invalidateLive(queryClient);
    wasOnline.current = link.online;
  }, [link.online, socket, queryClient]);

  const retry = useCallback(() => {
    reconnect();
    setChecking(true);
    void runCheck().finally(() => {
      setChecking(false);
    });
  }, [reconnect, runCheck]);

  const value = useMemo<StaffOnline>(() => ({ ...link, checking, retry }), [link, checking, retry]);
  return <StaffOnlineContext value={value}>{children}</StaffOnlineContext>;
}
