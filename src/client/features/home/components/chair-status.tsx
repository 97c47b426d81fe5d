import type { WaitColour } from '../../../../shared/domain/wait-label.js';
import type { BarberStatus } from '../../../components/barber/barber-status.js';
import { StatusDot } from '../../../components/ui/status-dot.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homeTexts } from '../texts.js';

// The badge colours of docs/product/booking-rules.md#business-constants-and-limits, lightened for the dark hero (each above 7:1 on charcoal).
const TEXT: Record<WaitColour, string> = {
  green: 'text-green-300',
  yellow: 'text-yellow-200',
  orange: 'text-orange-300',
  red: 'text-red-300',
  grey: 'text-ink-300',
};

/** A barber's badge in the hero: the wait ('Wait: 25 min' to a screen reader) or the day's state. */
export function ChairStatus({ status, className }: { status: BarberStatus; className?: string }) {
  const t = useTexts(homeTexts);
  return (
    <span data-wait-colour={status.colour} className={cn('shrink-0 font-semibold tabular-nums', TEXT[status.colour], className)}>
      {status.kind === 'wait' && <span className="sr-only">{t.waitLabel} </span>}
      {status.text}
    </span>
  );
}

/** 'Live' with a pulsing dot while the socket is up, 'Updating' while it reconnects. */
export function LiveTag({ live }: { live: boolean }) {
  const t = useTexts(homeTexts);
  return (
    <span className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-gold-300 [&:lang(hi)]:tracking-normal">
      <StatusDot tone={live ? 'success' : 'neutral'} pulse={live} />
      {live ? t.live : t.updating}
    </span>
  );
}

/** The heading of the hero's "Chairs right now", with whether the figures are live. */
export function ChairsHeading({ id, live, className }: { id: string; live: boolean; className: string }) {
  const t = useTexts(homeTexts);
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id={id} className={cn('font-display font-semibold', className)}>
        {t.chairsRightNow}
      </h2>
      <LiveTag live={live} />
    </div>
  );
}
