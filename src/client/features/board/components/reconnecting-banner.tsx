import { WifiOff } from 'lucide-react';

/**
 * Said plainly across the board when it has heard nothing for a while (logic/freshness.ts): the
 * waits are hidden until it is back, since an old wait shown as current is worse than none.
 */
export function ReconnectingBanner() {
  return (
    <div role="status" className="flex items-center justify-center gap-4 rounded-2xl bg-red-800 px-6 py-3 text-white">
      <WifiOff aria-hidden="true" className="size-8 shrink-0" />
      <p className="text-2xl font-semibold">
        Reconnecting… <span className="font-normal text-white/90">Waits will show again once the board is back online.</span>
      </p>
    </div>
  );
}
