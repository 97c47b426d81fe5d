import { WifiOff } from 'lucide-react';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { boardTexts } from '../texts.js';

/**
 * Said plainly across the board when it has heard nothing for a while (logic/freshness.ts): the
 * waits are hidden until it is back, since an old wait shown as current is worse than none.
 */
export function ReconnectingBanner() {
  const t = useTexts(boardTexts);
  return (
    <div role="status" className="flex items-center justify-center gap-4 rounded-2xl bg-red-800 px-6 py-3 text-white">
      <WifiOff aria-hidden="true" className="size-8 shrink-0" />
      <p className="text-2xl font-semibold">
        {t.reconnecting} <span className="font-normal text-white/90">{t.reconnectingDetail}</span>
      </p>
    </div>
  );
}
