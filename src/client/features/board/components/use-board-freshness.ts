import { useEffect, useRef, useState } from 'react';
import { useLastUpdate, useSocketActions, useSocketStatus } from '../../../lib/socket/use-socket.js';
import { isStale, staleAt } from '../logic/freshness.js';

/**
 * Whether the board may still show its waits as current (logic/freshness.ts): it follows the live
 * connection, the last live message and the last data that came in (`lastDataAt`), and turns stale
 * on its own timer when nothing more is heard. A fetch that fails while the socket claims to be
 * open (`failedAt`, a half-open connection after a network drop) opens a fresh socket, which then
 * either works or reports the outage.
 */
export function useBoardFreshness(lastDataAt: number | null, failedAt: number): { stale: boolean; connected: boolean } {
  const status = useSocketStatus();
  const lastMessageAt = useLastUpdate();
  const { reconnect } = useSocketActions();
  const connected = status === 'connected';
  const [openedAt] = useState(() => Date.now());
  const [connectedUntil, setConnectedUntil] = useState<number | null>(null);

  useEffect(() => {
    if (!connected) return undefined;
    // Runs when the connection stops being open: it was open until this moment.
    return () => {
      setConnectedUntil(Date.now());
    };
  }, [connected]);

  const deadline = staleAt(connected, { openedAt, connectedUntil, lastMessageAt, lastDataAt });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setTimeout(() => {
      setNow(Math.max(Date.now(), deadline));
    }, Math.max(0, deadline - Date.now()));
    return () => {
      clearTimeout(timer);
    };
  }, [deadline]);

  const handledFailure = useRef(failedAt);
  useEffect(() => {
    if (failedAt === handledFailure.current) return;
    handledFailure.current = failedAt;
    if (connected) reconnect();
  }, [failedAt, connected, reconnect]);

  return { stale: isStale(now, deadline), connected };
}
