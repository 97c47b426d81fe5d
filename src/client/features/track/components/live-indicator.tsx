import { StatusDot } from '../../../components/ui/status-dot.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import type { SocketStatus } from '../../../lib/socket/live-connection.js';
import { useSocketStatus } from '../../../lib/socket/use-socket.js';
import { trackTexts } from '../texts.js';

const STATES: Record<SocketStatus, { tone: 'success' | 'neutral' | 'warning'; text: 'liveUpdates' | 'connecting' | 'offlinePolling' }> = {
  connected: { tone: 'success', text: 'liveUpdates' },
  connecting: { tone: 'neutral', text: 'connecting' },
  // docs/product/api.md: without the socket the list is polled every 10 s, so it still moves, only later.
  disconnected: { tone: 'warning', text: 'offlinePolling' },
};

/** Whether the list follows the shop live or is being polled while the connection is away. */
export function LiveIndicator() {
  const t = useTexts(trackTexts);
  const status = useSocketStatus();
  const { tone, text } = STATES[status];
  return (
    <p className="inline-flex items-center gap-2 text-xs font-medium text-ink-500">
      <StatusDot tone={tone} pulse={status === 'connected'} />
      {t[text]}
    </p>
  );
}
