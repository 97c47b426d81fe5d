import { CalendarCheck, Hourglass, Scissors } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { cn } from '../../../lib/cn.js';
import { bookingBanner, bookingWhen, queueProgressText } from '../logic/booking-view.js';
import { customerBookingTexts } from '../texts-booking.js';

/**
 * The state of an active booking in one strip (docs/product/screens.md): "You're being served now!", 'In queue'
 * with the place and wait, or 'Scheduled' with the slot. Polite live region: read out as it moves.
 */
export function BookingBanner({ booking }: { booking: Booking }) {
  const t = useTexts(customerBookingTexts);
  const { shopDay, language } = useShopClock();
  const kind = bookingBanner(booking);
  if (!kind) return null;

  const content = {
    serving: { icon: Scissors, title: t.servingNow, detail: t.barberReady },
    'in-queue': { icon: Hourglass, title: t.inQueue, detail: queueProgressText(booking, t, language) },
    scheduled: { icon: CalendarCheck, title: t.scheduled, detail: bookingWhen(booking, shopDay, language) },
  }[kind];
  const Icon = content.icon;

  return (
    <div
      aria-live="polite"
      className={cn(
        'flex items-center gap-3 rounded-xl px-4 py-3',
        kind === 'serving' ? 'bg-ink-950 text-white' : 'border border-gold-300 bg-gold-200/45 text-ink-950',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          kind === 'serving' ? 'bg-gold-400 text-ink-950' : 'bg-white text-bronze-700',
        )}
      >
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col">
        <p className="font-semibold">{content.title}</p>
        {content.detail && <p className={cn('text-sm', kind === 'serving' ? 'text-ink-200' : 'text-bronze-800')}>{content.detail}</p>}
      </div>
    </div>
  );
}
