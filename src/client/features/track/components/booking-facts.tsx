import type { ReactNode } from 'react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { formatPhone } from '../../../components/booking/format-phone.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useOwnName } from '../api/own-name.js';
import { bookingTypeLabel, serviceChip } from '../logic/booking-status.js';
import { waitText } from '../../../components/barber/barber-status.js';
import { trackCardTexts } from '../texts-card.js';

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'col-span-2')}>
      <dt className="text-xs font-medium text-ink-500">{term}</dt>
      <dd className="break-words text-sm font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

/** The booking's details (docs/product/screens.md): customer, phone, type, booked time, duration and services. */
export function BookingFacts({ booking }: { booking: Booking }) {
  const t = useTexts(trackCardTexts);
  const clock = useShopClock();
  const name = useOwnName(booking);
  const { slotDate, slotTime } = booking;
  const slotStart = booking.bookingType === 'slot' && slotDate !== null && slotTime !== null ? clock.slotStart(slotDate, slotTime) : null;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <Fact term={t.customer}>{name}</Fact>
        {booking.customerPhone !== null && (
          <Fact term={t.phone}>
            <span className="whitespace-nowrap tabular-nums">{formatPhone(booking.customerPhone)}</span>
          </Fact>
        )}
        <Fact term={t.type}>{bookingTypeLabel(booking.bookingType, t)}</Fact>
        {slotStart === null && <Fact term={t.bookedAt}>{clock.time(booking.bookingTime)}</Fact>}
        <Fact term={t.duration}>{waitText(booking.totalDuration, t)}</Fact>
        {slotStart !== null && (
          <Fact term={t.appointment} wide>
            {clock.dateTime(slotStart)}
          </Fact>
        )}
      </dl>
      {booking.serviceDetails.length > 0 && (
        <div className="flex flex-col gap-2">
          <p id={`services-${booking.id}`} className="text-xs font-medium text-ink-500">
            {t.services}
          </p>
          <ul aria-labelledby={`services-${booking.id}`} className="flex flex-wrap gap-2">
            {booking.serviceDetails.map((service) => (
              <li key={service.id} className="rounded-full border border-gold-300 bg-gold-200/40 px-3 py-1 text-xs font-semibold text-bronze-800">
                {serviceChip(service, t)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
