import { CalendarClock, Hourglass, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useActiveBookingCount } from '../api/active-bookings.js';
import { useNextAvailable } from '../api/next-available.js';
import { useQueueTime } from '../api/queue-time.js';
import { queueTimeText } from '../logic/wait-text.js';
import { dayTexts } from '../texts-day.js';

interface StatProps {
  label: string;
  icon: ReactNode;
  value: string | undefined;
  error: string | null;
}

/** One summary card; its value is a polite live region, so a changed wait is read out. */
function Stat({ label, icon, value, error }: StatProps) {
  return (
    <div className="flex min-w-0 flex-col justify-between gap-1 rounded-xl border border-line bg-white px-3 py-2.5 shadow-[0_1px_2px_rgb(14_14_16/0.04)] sm:gap-2 sm:rounded-2xl sm:p-5">
      <p className="flex items-center gap-1.5 text-[0.625rem] font-semibold uppercase leading-tight tracking-wide text-ink-500 sm:text-xs [&:lang(hi)]:tracking-normal">
        <span aria-hidden="true" className="hidden text-bronze-700 sm:inline [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </p>
      <div aria-live="polite" aria-atomic="true">
        {error ? (
          <p className="text-xs font-semibold leading-snug text-red-700">{error}</p>
        ) : value === undefined ? (
          <Skeleton className="h-6 w-14 sm:h-9" />
        ) : (
          <p className="font-display text-lg font-semibold tabular-nums leading-tight text-ink-950 sm:text-3xl">{value}</p>
        )}
      </div>
    </div>
  );
}

/** docs/product/screens.md: Active Bookings count, Queue Time and Next Available (a new walk-in's planned start). */
export function SummaryCards({ barberId }: { barberId: number }) {
  const t = useTexts(dayTexts);
  const clock = useShopClock();
  const active = useActiveBookingCount(barberId);
  const queueTime = useQueueTime(barberId);
  const next = useNextAvailable(barberId);

  return (
    <section aria-label={t.summary} className="grid grid-cols-3 gap-2 sm:gap-4">
      <Stat
        label={t.activeBookings}
        icon={<Users />}
        value={active.data === undefined ? undefined : String(active.data)}
        error={active.isError && active.data === undefined ? t.activeFailed : null}
      />
      <Stat
        label={t.queueTime}
        icon={<Hourglass />}
        value={queueTime.data === undefined ? undefined : queueTimeText(queueTime.data.queueTime, t)}
        error={queueTime.isError && queueTime.data === undefined ? t.notAvailable : null}
      />
      <Stat
        label={t.nextAvailable}
        icon={<CalendarClock />}
        value={next.data === undefined ? undefined : clock.time(next.data.estimatedStartTime)}
        error={next.isError && next.data === undefined ? t.notAvailable : null}
      />
    </section>
  );
}
