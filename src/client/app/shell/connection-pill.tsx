import { RefreshCw } from 'lucide-react';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { useLastUpdate, useSocketActions } from '../../lib/socket/use-socket.js';
import { useNow } from '../../lib/use-now.js';
import { connectionToastText } from './connection-status.js';
import { shellTexts } from './texts.js';
import type { SocketStatus } from '../../lib/socket/live-connection.js';

/**
 * The pill itself: the words for the state (docs/product/screens.md#the-shell), and Refresh while disconnected. On phones every
 * page has a bar along the bottom (the public one, the barber's and the admin's tabs; the barber's
 * is the tallest, 65 px), so the pill floats clear above the tallest of them.
 */
export function ConnectionPill({ kind }: { kind: SocketStatus }) {
  const t = useTexts(shellTexts);
  const lastUpdate = useLastUpdate();
  const now = useNow(1_000);
  const { refreshAll } = useSocketActions();
  const { title, detail } = connectionToastText(kind, lastUpdate, now, t);

  return (
    <div
      role="status"
      className={cn(
        'fixed left-1/2 z-40 flex -translate-x-1/2 items-center gap-3 rounded-full border py-1.5 pl-4 pr-1.5 text-sm shadow-xl shadow-ink-950/20 animate-fade-in',
        'bottom-[calc(5.25rem+env(safe-area-inset-bottom))] md:bottom-4 md:left-4 md:translate-x-0',
        kind === 'disconnected' ? 'border-red-800 bg-red-800 text-white' : 'border-ink-700 bg-ink-900 text-white',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2 shrink-0 rounded-full',
          kind === 'connected' && 'bg-green-400',
          kind === 'connecting' && 'animate-pulse bg-gold-300 motion-reduce:animate-none',
          kind === 'disconnected' && 'bg-white',
        )}
      />
      <span className="whitespace-nowrap font-semibold">{title}</span>
      {detail && <span className="whitespace-nowrap text-white/75">{detail}</span>}
      {kind === 'disconnected' ? (
        <button
          type="button"
          onClick={refreshAll}
          className="relative inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-full bg-white px-3 after:absolute after:-inset-1 after:content-[''] text-sm font-semibold text-red-800 transition hover:bg-red-50"
        >
          <RefreshCw className="size-3.5" aria-hidden="true" />
          {t.refresh}
        </button>
      ) : (
        <span className="w-2.5" />
      )}
    </div>
  );
}
