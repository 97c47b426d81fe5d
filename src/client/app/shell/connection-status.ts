import type { SocketStatus } from '../../lib/socket/live-connection.js';

/** Spec §4: the connection toast appears after 0.8 s of connecting and 2 s of being disconnected. */
export const CONNECTING_SHOW_DELAY_MS = 800;
export const DISCONNECTED_SHOW_DELAY_MS = 2_000;
/** Status changes are debounced 0.8 s; after reconnecting, the toast hides 1.5 s later. */
export const STATUS_DEBOUNCE_MS = 800;
export const CONNECTED_HIDE_DELAY_MS = 1_500;

/** What the connection toast shows; null when it is hidden. */
export type ConnectionToastKind = SocketStatus | null;

export interface ConnectionToastStep {
  /** Milliseconds after the status changed. */
  afterMs: number;
  show: ConnectionToastKind;
}

/**
 * What the connection toast does after the status changes, given what it shows now. A status
 * that changes again before a step is due cancels the remaining steps, so short blips (a quick
 * reconnect, a page coming back) never show at all. The page's first connection is not announced
 * while it is being made (the page is loading its data anyway), only if it fails.
 */
export function connectionToastSteps(
  status: SocketStatus,
  showing: ConnectionToastKind,
  firstConnection = false,
): ConnectionToastStep[] {
  if (firstConnection && status === 'connecting') return [];
  switch (status) {
    case 'disconnected':
      return showing === 'disconnected' ? [] : [{ afterMs: DISCONNECTED_SHOW_DELAY_MS, show: 'disconnected' }];
    case 'connecting':
      return showing === 'connecting' ? [] : [{ afterMs: CONNECTING_SHOW_DELAY_MS, show: 'connecting' }];
    case 'connected':
      // Nothing was shown, so there is nothing to take back: a healthy connection stays silent.
      if (showing === null) return [];
      return [
        { afterMs: STATUS_DEBOUNCE_MS, show: 'connected' },
        { afterMs: STATUS_DEBOUNCE_MS + CONNECTED_HIDE_DELAY_MS, show: null },
      ];
  }
}

/** 'Updated just now', 'Updated 12 sec ago', 'Updated 1 min ago', 'Updated 5 mins ago' (spec §2). */
export function updatedAgoLabel(lastUpdate: number | null, now: number): string {
  if (lastUpdate === null) return 'Updated just now';
  const seconds = Math.max(0, Math.floor((now - lastUpdate) / 1000));
  if (seconds < 10) return 'Updated just now';
  if (seconds < 60) return `Updated ${seconds} sec ago`;
  const minutes = Math.floor(seconds / 60);
  return minutes === 1 ? 'Updated 1 min ago' : `Updated ${minutes} mins ago`;
}

/** The spec's words for each state of the connection toast. */
export function connectionToastText(kind: SocketStatus, lastUpdate: number | null, now: number): { title: string; detail: string | null } {
  switch (kind) {
    case 'connected':
      return { title: 'Connected', detail: updatedAgoLabel(lastUpdate, now) };
    case 'connecting':
      return { title: 'Refreshing data...', detail: null };
    case 'disconnected':
      return { title: 'Connection issue', detail: null };
  }
}
