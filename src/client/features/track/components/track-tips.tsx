import { BellRing, Phone, TimerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopSettings } from '../../../lib/queries/shop-settings.js';
import { shopInfo } from '../../../lib/shop-info.js';
import { trackTexts } from '../texts.js';

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

/** Stands for the phone number in the sentence around it. */
const PHONE_MARK = '\u0000';

/** 'Call {shop} on {phone}', the number kept on one line wherever the sentence wraps. */
function CallShop({ shop, phone }: { shop: string | null; phone: string }) {
  const t = useTexts(trackTexts);
  const sentence = shop ? t.callShopOn({ shop, phone: PHONE_MARK }) : t.callTheShopOn({ phone: PHONE_MARK });
  const [before, after] = sentence.split(PHONE_MARK);
  return (
    <>
      {before}
      <span className="whitespace-nowrap">{phone}</span>
      {after}
    </>
  );
}

/** What a waiting customer wants to know beside their card: it is live, the cancel cutoff, who to call. */
export function TrackTips({ className }: { className?: string }) {
  const t = useTexts(trackTexts);
  const { data: settings } = useShopSettings();
  const shop = shopInfo(settings);
  return (
    <aside aria-labelledby="track-tips-heading" className={className}>
      <h2 id="track-tips-heading" className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-bronze-700 [&:lang(hi)]:tracking-normal">
        {t.tipsTitle}
      </h2>
      <ul className="flex flex-col gap-3">
        <Tip icon={<BellRing />}>{t.tipLive}</Tip>
        <Tip icon={<TimerOff />}>{t.tipCancel}</Tip>
        {shop.phoneHref && shop.phone && (
          <Tip icon={<Phone />}>
            {t.runningLate}{' '}
            <a href={shop.phoneHref} className="font-semibold text-bronze-800 underline decoration-gold-400 underline-offset-4 hover:text-ink-950">
              <CallShop shop={shop.name} phone={shop.phone} />
            </a>
          </Tip>
        )}
      </ul>
    </aside>
  );
}
