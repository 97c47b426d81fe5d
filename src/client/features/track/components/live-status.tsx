import { Armchair, Clock } from 'lucide-react';
import { Fragment } from 'react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { bookingProgress } from '../logic/booking-progress.js';
import { minutesUntil, SEPARATOR, waitLine } from '../logic/wait-line.js';
import { waitRangeText } from '../../../components/barber/wait-range.js';
import { trackCardTexts } from '../texts-card.js';
import { ProgressBar } from './progress-bar.js';

export interface LiveStatusProps {
  booking: Booking;
  now: number;
  /** When the booking was fetched: the remaining time in the chair counts from then. */
  fetchedAt: number;
}

/**
 * The booking's moving part: in the chair, "It's your turn!" (docs/product/screens.md); waiting, the position (or
 * the appointment's time), wait and expected time. The card wraps it in a polite live region; the progress texts are
 * hidden from it (the bar carries them) so only the wait line and the turn are read out.
 */
export function LiveStatus({ booking, now, fetchedAt }: LiveStatusProps) {
  const t = useTexts(trackCardTexts);
  const clock = useShopClock();
  const progress = bookingProgress(booking, now, fetchedAt, t);

  if (booking.status === 'serving') {
    return (
      <div className="flex flex-col gap-3 rounded-xl bg-charcoal p-4 text-white sm:p-5">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-400 text-ink-950">
            <Armchair className="size-5" />
          </span>
          <div className="flex flex-col">
            <p className="font-display text-xl font-semibold text-gold-300">{t.yourTurn}</p>
            <p className="text-sm text-white/80">{t.barberReady}</p>
          </div>
        </div>
        {progress && (
          <div className="flex flex-col gap-1.5">
            <ProgressBar value={progress.value} label={progress.label} valueText={progress.text} surface="dark" />
            <p aria-hidden="true" className="text-xs text-white/75">
              {progress.text}
            </p>
          </div>
        )}
      </div>
    );
  }

  if (booking.status !== 'waiting') return null;
  const waitMinutes = minutesUntil(booking.expectedStartTime, now, booking.estimatedWaitTime);
  const expected = booking.expectedStartTime === null ? null : clock.time(booking.expectedStartTime);
  const appointmentTime = booking.bookingType === 'slot' && booking.slotTime !== null ? clock.hhmm(booking.slotTime) : null;
  const line = waitLine({ position: booking.position, waitMinutes, expectedTime: expected, appointmentTime }, t);
  const range = waitRangeText(booking.estimatedWaitRange, booking.estimatedWaitTime, waitMinutes, t);
  // Break between the parts of the line, never inside one ('about 30 min' stays together).
  const parts = line.split(SEPARATOR);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-sand-50 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-bronze-700 ring-1 ring-line">
          <Clock className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-bronze-700 [&:lang(hi)]:tracking-normal">{t.yourPlace}</p>
          <p className="text-base font-semibold text-ink-950 sm:text-lg">
            {line
              ? parts.map((part, index) => (
                  <Fragment key={part}>
                    {index > 0 && SEPARATOR}
                    <span className="whitespace-nowrap">{part}</span>
                  </Fragment>
                ))
              : t.waitingForBarber}
          </p>
          {/* Not read out: it moves with the clock, and the card's live region reads the wait line. */}
          {range && (
            <p aria-hidden="true" className="text-sm text-ink-600">
              {range}
            </p>
          )}
        </div>
      </div>
      {progress && <ProgressBar value={progress.value} label={progress.label} valueText={progress.text} />}
    </div>
  );
}
