import type { QueryClient } from '@tanstack/react-query';
import { refetchLive } from '../query-keys.js';
import { applyServerMessage } from './cache-updates.js';
import { onStaleRead, readFreshness } from './read-freshness.js';
import { LiveConnection, type SocketStatus } from './live-connection.js';
import type { LiveHub } from './live-hub.js';
import { isChangeMessage, parseIncoming, socketUrl } from './parse-message.js';
import { SeqTracker } from './seq-tracker.js';

/** How long to give another instance to hear of a change before reading from it again. */
const LAGGING_REREAD_MS = 250;

/** A running live connection, as the provider drives it. */
export interface LiveRuntime {
  send: (text: string) => boolean;
  /** Connects now if not connected (page visible again, network back). */
  wake: () => void;
  /** Drops the socket and opens a new one (a new session, the Refresh button). */
  reconnect: () => void;
  stop: () => void;
}

/**
 * Opens the app's socket and keeps the caches in step with it (docs/product/booking-rules.md#states-and-transitions, docs/product/architecture.md#live-updates): messages
 * seen twice are skipped by `seq`, a missed one or a reconnect refetches everything live, and
 * each message is applied to the caches before pages hear it.
 */
export function startLive(hub: LiveHub, queryClient: QueryClient): LiveRuntime {
  const tracker = new SeqTracker();
  let gapTimer: ReturnType<typeof setTimeout> | null = null;

  const refetchAll = () => {
    readFreshness.refetched(performance.now());
    void refetchLive(queryClient);
  };
  // An instance that has not yet heard of a change hears of it within milliseconds: read again in a moment.
  let laggingTimer: ReturnType<typeof setTimeout> | null = null;
  const stopStaleReads = onStaleRead((kind) => {
    if (kind === 'reread') {
      refetchAll();
    } else {
      laggingTimer ??= setTimeout(() => {
        laggingTimer = null;
        refetchAll();
      }, LAGGING_REREAD_MS);
    }
  });

  const checkGap = () => {
    gapTimer = null;
    if (tracker.takeMissed(Date.now())) refetchAll();
    scheduleGapCheck();
  };
  function scheduleGapCheck() {
    const deadline = tracker.nextDeadline();
    if (deadline === null || gapTimer) return;
    gapTimer = setTimeout(checkGap, Math.max(0, deadline - Date.now()));
  }

  const onStatus = (status: SocketStatus) => {
    hub.setStatus(status);
  };

  const onText = (text: string) => {
    const message = parseIncoming(text);
    if (!message) return;
    hub.markUpdated(Date.now());
    if (message.type === 'commandResult') {
      hub.emit(message);
      return;
    }
    if (message.type === 'connected') {
      // After a reconnect anything may have happened while away: refetch what is live. On the
      // first hello, only if a change may have come between the page's first reads and now.
      if (readFreshness.hello(message.seq, performance.now())) refetchAll();
      tracker.reset(message.seq);
    } else if (isChangeMessage(message)) {
      if (tracker.accept(message.seq, Date.now()) === 'duplicate') return;
      readFreshness.heard(message.seq);
      scheduleGapCheck();
    }
    applyServerMessage(queryClient, message);
    hub.emit(message);
  };

  const connection = new LiveConnection({
    url: () => socketUrl(window.location),
    onStatus,
    onText,
    onCreateError: (error) => {
      console.warn('live connection could not be created', error);
    },
  });
  connection.start();

  return {
    send: (text) => connection.send(text),
    wake: () => {
      connection.wake();
    },
    reconnect: () => {
      connection.reconnectNow();
    },
    stop: () => {
      stopStaleReads();
      if (laggingTimer) clearTimeout(laggingTimer);
      laggingTimer = null;
      connection.stop();
      if (gapTimer) clearTimeout(gapTimer);
      gapTimer = null;
    },
  };
}
