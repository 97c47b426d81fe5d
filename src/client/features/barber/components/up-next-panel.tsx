import { ArrowRight } from 'lucide-react';
import { waitSuffix } from '../../../../shared/domain/wait-label.js';
import { Button } from '../../../components/ui/button.js';
import { useShopClock } from '../../../lib/time.js';
import { useBarberQueue } from '../api/barber-queue.js';
import { TokenBadge } from './booking-facts.js';

const SHOWN = 4;

/** Beside the chair on wide screens: who comes next and when, with a way to the full queue. */
export function UpNextPanel({ barberId, onShowQueue }: { barberId: number; onShowQueue: () => void }) {
  const queue = useBarberQueue(barberId);
  const clock = useShopClock();
  const bookings = queue.data ?? [];

  return (
    <aside aria-labelledby="up-next-heading" className="hidden flex-col gap-3 rounded-2xl border border-line bg-white p-5 lg:flex">
      <h2 id="up-next-heading" className="font-display text-lg font-semibold text-ink-950">
        Waiting
      </h2>
      {queue.isSuccess && bookings.length === 0 && <p className="text-sm text-ink-500">No one is waiting.</p>}
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
                  {booking.bookingType === 'slot' ? 'Slot' : 'Expected'} {clock.time(booking.expectedStartTime)}{' '}
                  <span className="text-ink-500">{waitSuffix(booking.estimatedWaitTime ?? 0)}</span>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {bookings.length > 0 && (
        <Button variant="outline" className="text-ink-900" onClick={onShowQueue}>
          {bookings.length > SHOWN ? `See all ${bookings.length}` : 'Open queue'}
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </aside>
  );
}
