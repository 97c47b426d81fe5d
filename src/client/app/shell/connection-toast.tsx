import { useEffect, useRef, useState } from 'react';
import { useSocketStatus } from '../../lib/socket/use-socket.js';
import { ConnectionPill } from './connection-pill.js';
import { connectionToastSteps, type ConnectionToastKind } from './connection-status.js';

/** Follows the socket status with the documented delays; returns what the connection toast shows. */
function useConnectionToastKind(): ConnectionToastKind {
  const status = useSocketStatus();
  const [showing, setShowing] = useState<ConnectionToastKind>(null);
  const showingRef = useRef<ConnectionToastKind>(null);
  // Until the socket has connected or failed once, the page is still starting up.
  const started = useRef(false);

  useEffect(() => {
    const firstConnection = !started.current;
    if (status !== 'connecting') started.current = true;
    const timers = connectionToastSteps(status, showingRef.current, firstConnection).map((step) =>
      setTimeout(() => {
        showingRef.current = step.show;
        setShowing(step.show);
      }, step.afterMs),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [status]);

  return showing;
}

/**
 * The small live-status pill (docs/product/screens.md, docs/product/booking-rules.md#states-and-transitions): silent while all is well, 'Refreshing data...' while
 * reconnecting, 'Connection issue' with Refresh when down, and 'Connected' briefly after a return.
 * It is the one word on the connection: no toast repeats it.
 */
export function ConnectionToast() {
  const kind = useConnectionToastKind();
  if (kind === null) return null;
  // Not lazily loaded: it is needed exactly when the server cannot be reached.
  return <ConnectionPill kind={kind} />;
}
