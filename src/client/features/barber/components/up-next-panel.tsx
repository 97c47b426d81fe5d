import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useBarberQueue } from '../api/barber-queue.js';
import { waitSuffixText } from '../logic/wait-text.js';
import { servingTexts } from '../texts-serving.js';
import { TokenBadge } from './booking-facts.js';

const SHOWN = 4;

/** Beside the chair on wide screens: who comes next and when, with a way to the full queue. */
export function UpNextPanel({ barberId, onShowQueue }: { barberId: number; onShowQueue: () => void }) {
  const t = useTexts(servingTexts);
  const queue = useBarberQueue(barberId);
  const clock = useShopClock();
  const bookings = queue.data ?? [];

  return (
    <aside aria-labelledby="up-next-heading" className="hidden flex-col gap-3 rounded-2xl border border-line bg-white p-5 lg:flex">
      <h2 id="up-next-heading" className="font-display text-lg font-semibold text-ink-950">
        {t.waiting}
      </h2>
      {queue.isSuccess && bookings.length === 0 && <p className="text-sm text-ink-500">{t.noOneWaitingYet}</p>}
      {bookings.length > 0 && (
        <ol className="flex flex-col divide-y divide-line">
          {bookings.slice(0, SHOWN).map((booking) => (
            <li key={booking.id} className="flex flex-col gap-1 py-2.5 first:pt-0">
              <p className="flex min-w-0 items-center gap-2">
                <TokenBadge id={booking.id} small />
                <span className="truncate text-sm font-semibold text-ink-900">{booking.customerName}</span>
              </p>
              {booking.expectedStartTime && (
                <p className="text-sm text-ink-600">
                  {booking.bookingType === 'slot'
                    ? t.slotAt({ time: clock.time(booking.expectedStartTime) })
                    : t.expectedTime({ time: clock.time(booking.expectedStartTime) })}{' '}
                  <span className="text-ink-500">{waitSuffixText(booking.estimatedWaitTime ?? 0, t)}</span>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {bookings.length > 0 && (
        <Button variant="outline" className="text-ink-900" onClick={onShowQueue}>
          {bookings.length > SHOWN ? t.seeAll({ count: bookings.length }) : t.openQueue}
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </aside>
  );
}
