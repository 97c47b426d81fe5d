import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context.js';
import { invalidateLive } from '../query-keys.js';
import { LiveHub } from './live-hub.js';
import type { LiveRuntime } from './live-runtime.js';
import { SocketContext } from './socket-context.js';

const loadLive = () => import('./live-runtime.js');

/**
 * Fetches the live connection's code ahead of the first render. A prerendered page's data can
 * arrive as soon as it hydrates; the sooner its socket is open, the less often a change made in
 * between makes the first hello read it all again (read-freshness.ts).
 */
export function preloadLiveUpdates(): Promise<unknown> {
  return loadLive();
}

/**
 * The app's one live connection to /ws (docs/product/booking-rules.md#states-and-transitions, docs/product/architecture.md#live-updates). Pages subscribe through the hub at
 * once; the connection code itself is fetched right after the first render, since first paint
 * needs only HTTP data. A new session reconnects, because the server decides what a socket may do
 * when it opens. Lives inside AuthProvider. With `live` false (an address with no shop) it never
 * connects: a socket refused every 3 s would ask the server far more often than the no-shop page's
 * own check whether the shop is back (app/shop-recheck.ts).
 */
export function SocketProvider({ children, live = true }: { children: ReactNode; live?: boolean }) {
  const queryClient = useQueryClient();
  const { sessionKey } = useAuth();
  const runtime = useRef<LiveRuntime | null>(null);

  const [hub] = useState(
    () =>
      new LiveHub({
        send: (command) => runtime.current?.send(JSON.stringify(command)) ?? false,
        reconnect: () => runtime.current?.reconnect(),
        refreshAll: () => {
          runtime.current?.reconnect();
          void invalidateLive(queryClient);
        },
      }),
  );

  useEffect(() => {
    if (!live) return;
    let stopped = false;
    loadLive()
      .then(({ startLive }) => {
        if (!stopped) runtime.current = startLive(hub, queryClient);
      })
      .catch((error: unknown) => {
        // The page still works over HTTP; the status shows the connection as down.
        console.error('live updates could not be loaded', error);
        hub.setStatus('disconnected');
      });
    const wake = () => {
      if (document.visibilityState === 'visible') runtime.current?.wake();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      runtime.current?.stop();
      runtime.current = null;
    };
  }, [hub, queryClient, live]);

  const previousSession = useRef(sessionKey);
  useEffect(() => {
    if (sessionKey === null || previousSession.current === sessionKey) return;
    const hadSession = previousSession.current !== null;
    previousSession.current = sessionKey;
    if (hadSession) runtime.current?.reconnect();
  }, [sessionKey]);

  return <SocketContext value={hub}>{children}</SocketContext>;
}
