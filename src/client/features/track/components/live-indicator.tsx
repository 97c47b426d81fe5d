import { StatusDot } from '../../../components/ui/status-dot.js';
import type { SocketStatus } from '../../../lib/socket/live-connection.js';
import { useSocketStatus } from '../../../lib/socket/use-socket.js';

const STATES: Record<SocketStatus, { tone: 'success' | 'neutral' | 'warning'; text: string }> = {
  connected: { tone: 'success', text: 'Live updates' },
  connecting: { tone: 'neutral', text: 'Connecting...' },
  // Spec §7: without the socket the list is polled every 10 s, so it still moves, only later.
  disconnected: { tone: 'warning', text: 'Offline · checking every 10 s' },
};

/** Whether the list follows the shop live or is being polled while the connection is away. */
export function LiveIndicator() {
  const status = useSocketStatus();
  const { tone, text } = STATES[status];
  return (
    <p className="inline-flex items-center gap-2 text-xs font-medium text-ink-500">
      <StatusDot tone={tone} pulse={status === 'connected'} />
      {text}
    </p>
  );
}
