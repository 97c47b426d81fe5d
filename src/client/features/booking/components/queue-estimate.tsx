import { Clock3, RefreshCw } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { isNow } from '../../../../shared/domain/wait-label.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useWaitTime } from '../api/get-wait-time.js';
import { waitText } from '../../../components/barber/barber-status.js';
import { bookingTexts } from '../texts.js';
import { bookingWhenTexts } from '../texts-when.js';

/** Stands for the time in the sentence around it. */
const TIME_MARK = '\u0000';

/**
 * Step 4 for the queue: when a walk-in joining now would be served, from the barber's plan
 * (docs/product/booking-rules.md#the-chair-timeline), in the shop's time zone. The socket and a 30 s refresh keep it current; it is
 * read out politely when it moves.
 */
export function QueueEstimate({ barberId }: { barberId: number }) {
  const t = useTexts(bookingWhenTexts);
  const lengths = useTexts(bookingTexts);
  const clock = useShopClock();
  const wait = useWaitTime(barberId);
  // The time sits where each language's sentence puts it, whole ('10:30 am') wherever the line wraps.
  const [before, after] = t.expectedAround({ time: TIME_MARK }).split(TIME_MARK);

  return (
    <div aria-live="polite" className="rounded-xl bg-charcoal p-4 text-white sm:p-5">
      {wait.isPending && (
        <div className="flex flex-col gap-2 text-white" aria-hidden="true">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-40" />
        </div>
      )}
      {wait.isError && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-200">{t.estimateFailed}</p>
          <button
            type="button"
            onClick={() => void wait.refetch()}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-gold-300 ring-1 ring-white/20 hover:bg-white/5"
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            {t.tryAgain}
          </button>
        </div>
      )}
      {wait.data && (
        <div className="flex items-start gap-3.5">
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-400 text-ink-950">
            <Clock3 className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-display text-2xl font-semibold leading-tight text-gold-300">
              {before}
              <span className="whitespace-nowrap">{clock.time(wait.data.estimatedStartTime)}</span>
              {after}
            </p>
            <p className="text-sm text-ink-200">
              {isNow(wait.data.estimatedWaitTime)
                ? t.noWaitNow
                : t.aboutFromNow({ wait: waitText(wait.data.estimatedWaitTime, lengths) })}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
