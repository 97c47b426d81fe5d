import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useNow } from '../../../lib/use-now.js';
import { useBarberQueue } from '../api/barber-queue.js';
import { useServingBooking } from '../api/serving-booking.js';
import { nextWhoIsHere } from '../logic/arrival.js';
import { nextEligible, slotStartOf } from '../logic/next-eligible.js';
import { servingTexts } from '../texts-serving.js';
import { QueueItem } from './queue-item.js';
import { TabError, TabLoading } from './tab-states.js';

/** docs/product/screens.md Queue tab: everyone waiting, in plan order; Start on the one who is next, Cancel on all. */
export function QueueTab({ barberId }: { barberId: number }) {
  const t = useTexts(servingTexts);
  const queue = useBarberQueue(barberId);
  const serving = useServingBooking(barberId);
  const clock = useShopClock();
  const now = useNow(15_000);

  if (queue.isPending) return <TabLoading label={t.loadingQueue} rows={3} />;
  if (queue.isError) return <TabError title={t.queueFailed} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;

  const bookings = queue.data;
  if (bookings.length === 0) {
    return <EmptyState icon={<Users />} title={t.noOneWaiting} description={t.newBookingsAppear} />;
  }

  // Start is offered only while the chair is known to be free (docs/product/booking-rules.md#states-and-transitions: one customer at a time).
  const chairFree = serving.data === null;
  const next = chairFree ? nextEligible(bookings, now, clock.shopDay) : null;
  // The one Start would serve is away: the first walk-in who is here may go before him.
  const hereNext = nextWhoIsHere(bookings, next, now, clock.shopDay);
  const head = bookings[0];
  const headSlot = chairFree && !next && head ? slotStartOf(head, clock.shopDay) : null;

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-600">
        <span className="font-semibold text-ink-900">{t.waitingCount({ count: bookings.length })}</span>
        {serving.data && (
          <>
            {' · '}
            {t.finishCurrentFirst}
          </>
        )}
      </p>
      <ol aria-label={t.waitingCustomers} className="flex flex-col gap-3">
        {bookings.map((booking, index) => (
          <QueueItem
            key={booking.id}
            booking={booking}
            position={index + 1}
            startable={next?.id === booking.id}
            notBefore={index === 0 && headSlot !== null ? clock.time(headSlot) : undefined}
            servesPast={hereNext?.id === booking.id && next ? next.id : undefined}
            now={now}
          />
        ))}
      </ol>
    </div>
  );
}
