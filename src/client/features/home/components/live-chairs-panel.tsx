import { ArrowDown } from 'lucide-react';
import { useSpecialty } from '../../../components/barber/use-specialty.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homeTexts } from '../texts.js';
import { BarberPhoto } from './barber-photo.js';
import { ChairsHeading, ChairStatus } from './chair-status.js';
import { useLiveChairs, type LiveChair } from './use-live-chairs.js';

const SHOWN = 4;

/**
 * The hero's right-hand panel on wide screens: the shortest waits right now, from the same live
 * list as the cards below, so a desktop visitor sees the queue without scrolling. Phones get the
 * compact block of live-chairs-strip.tsx instead. While the shop is closed the hero says so and
 * when it opens, once: the panel stays away rather than repeat it.
 */
export function LiveChairsPanel() {
  const t = useTexts(homeTexts);
  const { chairs, live, failed, closed } = useLiveChairs(SHOWN);
  if (failed || closed) return null;

  return (
    <aside
      aria-labelledby="live-chairs-title"
      className="hidden w-full max-w-sm flex-col gap-4 justify-self-end rounded-2xl border border-white/10 bg-white/[0.04] p-6 shadow-2xl shadow-black/40 backdrop-blur-sm lg:flex"
    >
      <ChairsHeading id="live-chairs-title" live={live} className="text-xl" />
      {chairs ? <ChairList chairs={chairs} /> : <ChairListSkeleton />}
      <a href="#barbers" className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-gold-300 hover:text-gold-200">
        {t.seeEveryBarber}
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
    </aside>
  );
}

function ChairList({ chairs }: { chairs: LiveChair[] }) {
  const t = useTexts(homeTexts);
  const specialtyOf = useSpecialty();
  if (chairs.length === 0) return <p className="py-4 text-sm text-ink-300">{t.nobodyBookable}</p>;
  return (
    <ul className="flex flex-col divide-y divide-white/10">
      {chairs.map(({ barber, status }) => (
        <li key={barber.id} className="flex items-center gap-3 py-3">
          <BarberPhoto src={barber.photo} name={barber.name} decorative className="size-11 rounded-full" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-semibold text-white">{barber.name}</span>
            <span className="truncate text-xs text-ink-300">{specialtyOf(barber.specialty)}</span>
          </span>
          <ChairStatus status={status} className="text-sm" />
        </li>
      ))}
    </ul>
  );
}

function ChairListSkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col divide-y divide-white/10 text-white">
      {[0, 1, 2].map((key) => (
        <li key={key} className="flex items-center gap-3 py-3">
          <Skeleton rounded="full" className="size-11" />
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-20" />
          </span>
          <Skeleton className="h-4 w-12" />
        </li>
      ))}
    </ul>
  );
}
