import { StatusDot } from '../../../components/ui/status-dot.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useSocketStatus } from '../../../lib/socket/use-socket.js';
import { customerTexts } from '../texts.js';

/** docs/product/screens.md My Bookings: 'Live' while the socket is connected, else 'Offline' (the 30 s refresh still runs). */
export function LiveIndicator({ className }: { className?: string }) {
  const t = useTexts(customerTexts);
  const live = useSocketStatus() === 'connected';
  return (
    <p
      role="status"
      className={cn(
        'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold',
        live ? 'border-green-200 bg-green-50 text-green-800' : 'border-line bg-sand-50 text-ink-700',
        className,
      )}
    >
      <StatusDot tone={live ? 'success' : 'neutral'} pulse={live} />
      {live ? t.live : t.offline}
    </p>
  );
}
