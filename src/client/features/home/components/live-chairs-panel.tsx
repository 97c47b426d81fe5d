import { ArrowDown } from 'lucide-react';
import type { WaitColour } from '../../../../shared/domain/wait-label.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import { useBarberStatus } from '../../../components/barber/use-barber-status.js';
import { useSpecialty } from '../../../components/barber/use-specialty.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { StatusDot } from '../../../components/ui/status-dot.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useSocketStatus } from '../../../lib/socket/use-socket.js';
import { useHomeBarbers } from '../api/get-home-barbers.js';
import { homeTexts } from '../texts.js';
import { BarberPhoto } from './barber-photo.js';

// The badge colours of spec §9, lightened for the dark hero (each above 7:1 on charcoal).
const TEXT: Record<WaitColour, string> = {
  green: 'text-green-300',
  yellow: 'text-yellow-200',
  orange: 'text-orange-300',
  red: 'text-red-300',
  grey: 'text-ink-300',
};

const SHOWN = 4;

/**
 * The hero's right-hand panel on wide screens: the shortest waits right now, from the same live
 * list as the cards below, so a desktop visitor sees the queue without scrolling. Phones skip it:
 * the cards come straight after the hero there.
 */
export function LiveChairsPanel() {
  const t = useTexts(homeTexts);
  const { data, isError } = useHomeBarbers();
  const status = useSocketStatus();
  if (isError && !data) return null;
  const bookable = data?.filter((barber) => barber.isAvailable).slice(0, SHOWN);

  return (
    <aside
      aria-labelledby="live-chairs-title"
      className="hidden w-full max-w-sm flex-col gap-4 justify-self-end rounded-2xl border border-white/10 bg-white/[0.04] p-6 shadow-2xl shadow-black/40 backdrop-blur-sm lg:flex"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="live-chairs-title" className="font-display text-xl font-semibold">
          {t.chairsRightNow}
        </h2>
        <span className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">
          <StatusDot tone={status === 'connected' ? 'success' : 'neutral'} pulse={status === 'connected'} />
          {status === 'connected' ? t.live : t.updating}
        </span>
      </div>
      {bookable ? <ChairList barbers={bookable} /> : <ChairListSkeleton />}
      <a href="#barbers" className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-gold-300 hover:text-gold-200">
        {t.seeEveryBarber}
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
    </aside>
  );
}

function ChairList({ barbers }: { barbers: Barber[] }) {
  const t = useTexts(homeTexts);
  const specialtyOf = useSpecialty();
  const { statusOf } = useBarberStatus();
  if (barbers.length === 0) return <p className="py-4 text-sm text-ink-300">{t.nobodyBookable}</p>;
  return (
    <ul className="flex flex-col divide-y divide-white/10">
      {barbers.map((barber) => {
        const badge = statusOf(barber);
        return (
          <li key={barber.id} className="flex items-center gap-3 py-3">
            <BarberPhoto src={barber.photo} name={barber.name} decorative className="size-11 rounded-full" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-semibold text-white">{barber.name}</span>
              <span className="truncate text-xs text-ink-300">{specialtyOf(barber.specialty)}</span>
            </span>
            <span className={`shrink-0 text-sm font-semibold tabular-nums ${TEXT[badge.colour]}`}>
              {badge.kind === 'wait' && <span className="sr-only">{t.waitLabel} </span>}
              {badge.text}
            </span>
          </li>
        );
      })}
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
