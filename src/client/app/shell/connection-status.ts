import type { Translation } from '../../lib/i18n/catalogue.js';
import type { SocketStatus } from '../../lib/socket/live-connection.js';
import { shellTexts, type ShellTexts } from './texts.js';

/** docs/product/booking-rules.md#states-and-transitions: the connection toast appears after 0.8 s of connecting and 2 s of being disconnected. */
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

type Texts = Translation<ShellTexts>;

/** 'Updated just now', 'Updated 12 sec ago', 'Updated 1 min ago', 'Updated 5 mins ago' (docs/product/screens.md). */
export function updatedAgoLabel(lastUpdate: number | null, now: number, t: Texts = shellTexts.en): string {
  if (lastUpdate === null) return t.updatedJustNow;
  const seconds = Math.max(0, Math.floor((now - lastUpdate) / 1000));
  if (seconds < 10) return t.updatedJustNow;
  if (seconds < 60) return t.updatedSecondsAgo({ seconds });
  return t.updatedMinutesAgo({ minutes: Math.floor(seconds / 60) });
}

/** The words for each state of the connection pill (docs/product/screens.md#the-shell), in the texts given (English unless told). */
export function connectionToastText(
  kind: SocketStatus,
  lastUpdate: number | null,
  now: number,
  t: Texts = shellTexts.en,
): { title: string; detail: string | null } {
  switch (kind) {
    case 'connected':
      return { title: t.connected, detail: updatedAgoLabel(lastUpdate, now, t) };
    case 'connecting':
      return { title: t.refreshingData, detail: null };
    case 'disconnected':
      return { title: t.connectionIssue, detail: null };
  }
}
