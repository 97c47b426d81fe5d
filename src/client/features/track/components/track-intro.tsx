import { BellRing, Clock3, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { trackTexts } from '../texts.js';

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand-100 text-bronze-700 [&_svg]:size-5">
        {icon}
      </span>
      <div className="flex flex-col gap-0.5">
        <p className="text-sm font-semibold text-ink-950">{title}</p>
        <p className="text-sm leading-relaxed text-ink-500">{children}</p>
      </div>
    </li>
  );
}

/** Before any number is tracked: what this page will show. */
export function TrackIntro() {
  const t = useTexts(trackTexts);
  return (
    <section aria-labelledby="track-intro-heading" className="flex flex-col gap-5 rounded-2xl border border-dashed border-line bg-white/60 p-6 sm:p-8">
      <h2 id="track-intro-heading" className="font-display text-xl font-semibold text-ink-950">
        {t.introTitle}
      </h2>
      <ul className="flex flex-col gap-4">
        <Point icon={<Ticket />} title={t.introTokenTitle}>
          {t.introToken}
        </Point>
        <Point icon={<Clock3 />} title={t.introPlaceTitle}>
          {t.introPlace}
        </Point>
        <Point icon={<BellRing />} title={t.introLiveTitle}>
          {t.introLive}
        </Point>
      </ul>
    </section>
  );
}
