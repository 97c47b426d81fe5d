import type { Booking } from '../../../../shared/schemas/booking.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { bookingWhen, servicesText } from '../logic/booking-view.js';
import { customerBookingTexts } from '../texts-booking.js';
import { BookingStatusBadge } from './booking-status-badge.js';

/** One line of the account's history: #id, barber, services, when (shop time) and status. */
export function BookingHistoryRow({ booking }: { booking: Booking }) {
  const t = useTexts(customerBookingTexts);
  const { shopDay, language } = useShopClock();
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-ink-950">
          <span className="tabular-nums text-bronze-700">#{booking.id}</span>
          <span>{booking.barberName}</span>
        </p>
        <p className="text-sm text-ink-700">{servicesText(booking)}</p>
        <p className="text-sm text-ink-500">
          {t.whenAndType({ when: bookingWhen(booking, shopDay, language), type: booking.bookingType === 'slot' ? t.slot : t.queue })}
        </p>
      </div>
      <div className="shrink-0">
        <BookingStatusBadge booking={booking} />
      </div>
    </li>
  );
}
