import { barberTexts } from '../../../components/barber/texts.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { aboutLeftText, formatCountdown } from '../logic/countdown.js';
import { servingTexts } from '../texts-serving.js';

export interface RemainingTimeProps {
  /** Milliseconds left now. */
  left: number;
  /** When the chair is planned to be free: the server's instant, the same Next Available counts from. */
  endsAt: string | number;
}

/**
 * The live countdown of the chair (docs/product/screens.md Serving). The ticking digits are hidden from screen
 * readers, which get the whole minutes instead, so they are not read out every second.
 */
export function RemainingTime({ left, endsAt }: RemainingTimeProps) {
  const t = useTexts(servingTexts);
  const words = useTexts(barberTexts);
  const clock = useShopClock();
  const over = left === 0;

  return (
    <div
      className={cn(
        'flex items-center justify-between gap-3 rounded-2xl px-4 py-3 sm:px-6 sm:py-4',
        over ? 'border border-red-200 bg-red-50' : 'bg-charcoal text-white',
      )}
    >
      <div className="flex flex-col gap-0.5">
        <p className={cn('text-[0.6875rem] font-semibold uppercase tracking-[0.2em] [&:lang(hi)]:text-xs [&:lang(hi)]:tracking-normal', over ? 'text-red-800' : 'text-gold-300')}>
          {t.timeRemaining}
        </p>
        <p aria-hidden="true" className={cn('text-4xl font-semibold tabular-nums tracking-tight sm:text-5xl', over ? 'text-red-800' : 'text-white')}>
          {formatCountdown(left)}
        </p>
        <p className="sr-only">{over ? t.timeIsUp : aboutLeftText(left, t, words)}</p>
      </div>
      <p className={cn('text-right text-sm leading-snug', over ? 'font-semibold text-red-800' : 'text-ink-200')}>
        {over ? (
          t.timeIsUp
        ) : (
          <>
            {t.doneBy}
            <span className="block text-base font-semibold text-white">{clock.time(endsAt)}</span>
          </>
        )}
      </p>
    </div>
  );
}
