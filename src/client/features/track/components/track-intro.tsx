import { BellRing, Clock3, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';

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
  return (
    <section aria-labelledby="track-intro-heading" className="flex flex-col gap-5 rounded-2xl border border-dashed border-line bg-white/60 p-6 sm:p-8">
      <h2 id="track-intro-heading" className="font-display text-xl font-semibold text-ink-950">
        Find your booking
      </h2>
      <ul className="flex flex-col gap-4">
        <Point icon={<Ticket />} title="Your token">
          Enter the phone number you booked with to see your token number and barber.
        </Point>
        <Point icon={<Clock3 />} title="Your place in the queue">
          See how many are ahead of you and when to expect your turn, in the shop&apos;s time.
        </Point>
        <Point icon={<BellRing />} title="Live as it happens">
          Keep this page open: it updates the moment your barber is ready.
        </Point>
      </ul>
    </section>
  );
}
