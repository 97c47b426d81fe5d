import { Scissors } from 'lucide-react';
import { formatTime12 } from '../../../../shared/domain/format.js';
import type { ShopStateKind } from '../../../../shared/domain/shop-state.js';
import { cn } from '../../../lib/cn.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { shopDayLabel } from '../logic/day-label.js';
import { boardTexts } from '../texts.js';
import { useMinuteClock } from './use-minute-clock.js';

/** The shop's state on the wall (docs/decisions/0017-shop-state.md). */
export interface BoardShopStatus {
  kind: ShopStateKind;
  /** 'OPEN', 'OPENS 9:00 AM', 'CLOSED'. */
  badge: string;
}

/** OPEN, OPENS 9:00 AM or CLOSED (docs/product/screens.md#home-page), in words as well as colour, sized for the far side of the room. */
function OpenBadge({ status }: { status: BoardShopStatus }) {
  const open = status.kind === 'open';
  const later = status.kind === 'opens_later';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-3 rounded-full border-2 px-5 py-1.5 text-2xl font-bold tracking-[0.18em] [&:lang(hi)]:tracking-normal',
        open
          ? 'border-green-400/60 bg-green-400/10 text-green-200'
          : later
            ? 'border-gold-400/60 bg-gold-400/10 text-gold-200'
            : 'border-red-400/60 bg-red-400/10 text-red-200',
      )}
    >
      <span aria-hidden="true" className={cn('size-4 rounded-full', open ? 'bg-green-400' : later ? 'bg-gold-400' : 'bg-red-500')} />
      {status.badge}
    </span>
  );
}

/**
 * Whether the board is hearing changes as they happen: 'Live', or 'Connecting…' while the socket
 * is down and the figures are still recent (after that, the reconnecting banner says more).
 */
function LiveMark({ connected }: { connected: boolean }) {
  const t = useTexts(boardTexts);
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-xl font-semibold', connected ? 'text-green-300' : 'text-gold-300')}>
      <span aria-hidden="true" className={cn('size-3 rounded-full', connected ? 'bg-green-400' : 'animate-pulse bg-gold-400 motion-reduce:animate-none')} />
      {connected ? t.live : t.connecting}
    </span>
  );
}

/**
 * The board's top line: the shop's mark and name (the tagline stands in until the shop has one),
 * open or closed, whether it is live, and the shop's date and time, moving each minute.
 */
export function BoardHeader({
  name,
  status,
  timeZone,
  live,
}: {
  name: string | null;
  status: BoardShopStatus | null;
  timeZone: string;
  /** Null while the board says it is reconnecting. */
  live: 'live' | 'connecting' | null;
}) {
  const t = useTexts(boardTexts);
  const language = useLanguage();
  const now = useMinuteClock();
  return (
    <header className="flex items-center gap-6">
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 items-center justify-center rounded-full border-2 border-gold-400/60 bg-ink-900 text-gold-300"
      >
        <Scissors className="size-8 -rotate-90" strokeWidth={1.75} />
      </span>
      <div className="flex min-w-0 flex-col">
        <h1 className="truncate font-display text-5xl font-semibold leading-tight text-white">{name ?? t.tagline}</h1>
        {name && <p className="text-base font-semibold uppercase tracking-[0.3em] text-gold-300">{t.tagline}</p>}
      </div>
      {status && <OpenBadge status={status} />}
      {live && <LiveMark connected={live === 'live'} />}
      <p className="ml-auto flex shrink-0 flex-col items-end">
        <time dateTime={new Date(now).toISOString()} className="text-5xl font-semibold leading-tight tabular-nums text-white">
          {formatTime12(now, timeZone, language)}
        </time>
        <span className="text-xl text-ink-300">{shopDayLabel(now, timeZone, language)}</span>
      </p>
    </header>
  );
}
