import type { ReactNode } from 'react';
import { formatPhone } from '../../../components/booking/format-phone.js';
import { formatHHMM12 } from '../../../../shared/domain/format.js';
import { formatWait, isNow, waitRangeText } from '../../../../shared/domain/wait-label.js';
import type { CreatedBooking } from '../../../../shared/schemas/booking.js';
import { cn } from '../../../lib/cn.js';
import { useShopClock } from '../../../lib/time.js';
import { formatDuration } from '../logic/service-totals.js';
import { formatSlotDate } from '../logic/slot-choices.js';

function Figure({ label, value, hint, className }: { label: string; value: string; hint?: string | null; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-0.5 rounded-xl bg-sand-50 px-3 py-2.5', className)}>
      <dt className="text-xs font-medium text-ink-500">{label}</dt>
      <dd className="font-display text-lg font-semibold leading-tight text-ink-950">{value}</dd>
      {hint && <dd className="text-xs text-ink-600">{hint}</dd>}
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="shrink-0 text-sm text-ink-500">{term}</dt>
      <dd className="min-w-0 break-words text-right text-sm font-semibold text-ink-950">{children}</dd>
    </div>
  );
}

/** The booking's figures (queue: wait and expected time; slot: date, time, duration) and who and what. */
export function ConfirmationDetails({ booking }: { booking: CreatedBooking }) {
  const clock = useShopClock();
  const wait = booking.estimatedWaitTime;
  return (
    <div className="flex flex-col gap-4 px-6 pt-5">
      {booking.bookingType === 'queue' ? (
        <dl className="grid grid-cols-2 gap-2">
          <Figure
            label="Estimated wait"
            value={wait === null ? 'N/A' : isNow(wait) ? 'Now' : formatWait(wait)}
            hint={waitRangeText(booking.estimatedWaitRange, wait, wait)}
          />
          <Figure label="Expected time" value={clock.time(booking.expectedStartTime)} />
        </dl>
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          <Figure className="col-span-2" label="Date" value={booking.slotDate ? formatSlotDate(booking.slotDate) : 'N/A'} />
          <Figure label="Time" value={booking.slotTime ? formatHHMM12(booking.slotTime) : 'N/A'} />
          <Figure label="Duration" value={formatDuration(booking.estimatedDuration)} />
        </dl>
      )}
      <dl className="divide-y divide-line">
        <Row term="Name">{booking.customerName}</Row>
        <Row term="Mobile">{formatPhone(booking.customerPhone)}</Row>
        <Row term="Barber">{booking.barberName}</Row>
        <div className="flex flex-col gap-2 py-2.5">
          <dt className="text-sm text-ink-500">Services</dt>
          <dd>
            <ul className="flex flex-wrap gap-1.5">
              {booking.serviceDetails.map((service) => (
                <li key={service.id} className="rounded-full border border-line bg-sand-50 px-2.5 py-1 text-xs font-semibold text-ink-800">
                  {service.name} ({service.duration} m)
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}
