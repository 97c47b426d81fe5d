import { ArrowDown } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homeTexts } from '../texts.js';
import { ChairsHeading, ChairStatus } from './chair-status.js';
import { useLiveChairs } from './use-live-chairs.js';

const SHOWN = 3;

/**
 * The phone's "Chairs right now": the hero panel's figures in a compact block inside the first
 * screen, shortest wait first, one line a barber (their wait, or when they start or are back).
 * While the shop is closed the hero above already says so and when it opens: no block repeats it.
 * From wide screens up the panel beside the hero says it instead.
 */
export function LiveChairsStrip() {
  const t = useTexts(homeTexts);
  const { chairs, bookable, live, failed, closed } = useLiveChairs(SHOWN);
  if (failed || closed) return null;

  return (
    <section aria-labelledby="live-chairs-strip-title" className="flex flex-col rounded-xl border border-white/10 bg-white/[0.05] px-4 pt-3 backdrop-blur-sm lg:hidden">
      <ChairsHeading id="live-chairs-strip-title" live={live} className="text-lg" />
      {chairs ? (
        chairs.length === 0 ? (
          <p className="py-2 text-sm text-ink-300">{t.nobodyBookable}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-white/10">
            {chairs.map(({ barber, status }) => (
              <li key={barber.id} className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
                <span className="min-w-0 font-medium text-white">{barber.name}</span>
                <ChairStatus status={status} className="text-right" />
              </li>
            ))}
          </ul>
        )
      ) : (
        <ul aria-hidden="true" className="flex flex-col gap-2 py-1.5">
          {[0, 1, 2].map((key) => (
            <li key={key} className="flex justify-between gap-3">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 w-16" />
            </li>
          ))}
        </ul>
      )}
      <a
        href="#barbers"
        className="-mx-4 mt-1 inline-flex min-h-11 items-center justify-center gap-2 border-t border-white/10 text-sm font-semibold text-gold-300 hover:text-gold-200"
      >
        {bookable > SHOWN ? t.seeAllBarbers({ count: bookable }) : t.seeEveryBarber}
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
    </section>
  );
}
