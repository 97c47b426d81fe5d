import { CalendarDays } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Badge } from '../../../components/ui/badge.js';
import { bookingInstant } from '../../../lib/booking-when.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { historyTexts } from '../texts-history.js';
import { PhoneLink, ServiceChips, TokenBadge, TypeBadge } from './booking-facts.js';

/** Completed in green; cancelled in red with who ended it (docs/product/screens.md: 'by {cancelledBy}'), or a no-show. */
function StatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'cancelledBy' | 'cancelReason'> }) {
  const t = useTexts(historyTexts);
  if (booking.status === 'completed') return <Badge tone="success">{t.completed}</Badge>;
  if (booking.cancelReason === 'no_show') return <Badge tone="danger">{t.noShow}</Badge>;
  const text =
    booking.cancelledBy === 'customer' ? t.cancelledByCustomer : booking.cancelledBy === 'barber' ? t.cancelledByBarber : t.cancelled;
  return <Badge tone="danger">{text}</Badge>;
}

/** One finished booking: who, when (the slot's time, else when it was booked), what and how it ended. */
export function HistoryItem({ booking }: { booking: Booking }) {
  const t = useTexts(historyTexts);
  const clock = useShopClock();
  const when = bookingInstant(booking, clock.shopDay);

  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <TokenBadge id={booking.id} />
        <h3 className="min-w-0 flex-1 truncate font-sans text-base font-semibold text-ink-950">{booking.customerName}</h3>
        <StatusBadge booking={booking} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-bronze-700" aria-hidden="true" />
          {clock.dateTime(when)}
        </span>
        <TypeBadge booking={booking} />
        <span>{t.minutesTotal({ minutes: booking.totalDuration })}</span>
      </div>
      <ServiceChips services={booking.serviceDetails} />
      <PhoneLink phone={booking.customerPhone} className="-mb-2 self-start" />
    </li>
  );
}
