import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ClientCommand } from '../../../shared/events.js';
import type { SocketStatus } from './live-connection.js';
import type { IncomingMessage } from './parse-message.js';
import { useLiveHub } from './socket-context.js';

/** 'connecting' | 'connected' | 'disconnected' (docs/product/booking-rules.md#states-and-transitions); re-renders only on a change. */
export function useSocketStatus(): SocketStatus {
  const hub = useLiveHub();
  return useSyncExternalStore(hub.subscribeStatus, hub.getStatus, hub.getStatus);
}

/** When the last live message arrived (epoch ms), or null before the first. */
export function useLastUpdate(): number | null {
  const hub = useLiveHub();
  return useSyncExternalStore(hub.subscribeLastUpdate, hub.getLastUpdate, hub.getLastUpdate);
}

/**
 * Runs `handler` for every live message of one type, after the caches have been updated. The
 * latest handler is always called, so an inline function does not resubscribe on each render.
 */
export function useSocketEvent<T extends IncomingMessage['type']>(
  type: T,
  handler: (message: Extract<IncomingMessage, { type: T }>) => void,
): void {
  const hub = useLiveHub();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      hub.on(type, (message) => {
        latest.current(message);
      }),
    [hub, type],
  );
}

/** Sends a staff command on the socket (barber dashboard); returns false when it is not open. */
export function useSocketSend(): (command: ClientCommand) => boolean {
  return useLiveHub().send;
}

/** `reconnect()` opens a fresh connection; `refreshAll()` also refetches everything live. */
export function useSocketActions(): { reconnect: () => void; refreshAll: () => void } {
  const hub = useLiveHub();
  return { reconnect: hub.reconnect, refreshAll: hub.refreshAll };
}
