import { BellRing, Phone, TimerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useShopSettings } from '../../../lib/queries/shop-settings.js';
import { shopInfo } from '../../../lib/shop-info.js';

function Tip({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3 text-sm leading-relaxed text-ink-600">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-bronze-700 [&_svg]:size-4">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** What a waiting customer wants to know beside their card: it is live, the cancel cutoff, who to call. */
export function TrackTips({ className }: { className?: string }) {
  const { data: settings } = useShopSettings();
  const shop = shopInfo(settings);
  return (
    <aside aria-labelledby="track-tips-heading" className={className}>
      <h2 id="track-tips-heading" className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-bronze-700">
        Good to know
      </h2>
      <ul className="flex flex-col gap-3">
        <Tip icon={<BellRing />}>Keep this page open: it updates by itself the moment your barber is ready.</Tip>
        <Tip icon={<TimerOff />}>Cancelling closes 15 minutes before your turn or appointment.</Tip>
        {shop.phoneHref && shop.phone && (
          <Tip icon={<Phone />}>
            Running late?{' '}
            <a href={shop.phoneHref} className="font-semibold text-bronze-800 underline decoration-gold-400 underline-offset-4 hover:text-ink-950">
              Call {shop.name ?? 'the shop'} on <span className="whitespace-nowrap">{shop.phone}</span>
            </a>
          </Tip>
        )}
      </ul>
    </aside>
  );
}
