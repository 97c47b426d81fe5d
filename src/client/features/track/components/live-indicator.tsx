import { StatusDot } from '../../../components/ui/status-dot.js';
import { useSocketStatus } from '../../../lib/socket/use-socket.js';

/** Whether the list follows the shop live or is being polled while the connection is away (spec §7). */
export function LiveIndicator() {
  const status = useSocketStatus();
  const live = status === 'connected';
  return (
    <p className="inline-flex items-center gap-2 text-xs font-medium text-ink-500">
      <StatusDot tone={live ? 'success' : 'warning'} pulse={live} />
      {live ? 'Live updates' : 'Reconnecting · checking every 10 s'}
    </p>
  );
}
