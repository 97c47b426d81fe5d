import type { ReactNode } from 'react';
import { formatPhone } from '../../../components/booking/format-phone.js';
import { isNow } from '../../../../shared/domain/wait-label.js';
import type { CreatedBooking } from '../../../../shared/schemas/booking.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { waitText } from '../../../components/barber/barber-status.js';
import { waitRangeText } from '../../../components/barber/wait-range.js';
import { durationText } from '../logic/lengths.js';
import { formatSlotDate } from '../logic/slot-choices.js';
import { bookingTexts } from '../texts.js';
import { bookingWhenTexts } from '../texts-when.js';

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
  const t = useTexts(bookingWhenTexts);
  const lengths = useTexts(bookingTexts);
  const clock = useShopClock();
  const wait = booking.estimatedWaitTime;
  // The calendar date the slot falls on: a time in the small hours of a night is on the next one.
  const slotAt = booking.slotDate && booking.slotTime ? clock.slotStart(booking.slotDate, booking.slotTime) : null;
  const slotDay = slotAt === null ? booking.slotDate : clock.calendarDate(slotAt);
  return (
    <div className="flex flex-col gap-4 px-6 pt-5">
      {booking.bookingType === 'queue' ? (
        <dl className="grid grid-cols-2 gap-2">
          <Figure
            label={t.estimatedWait}
            value={wait === null ? t.notAvailable : isNow(wait) ? t.now : waitText(wait, lengths)}
            hint={waitRangeText(booking.estimatedWaitRange, wait, wait, lengths)}
          />
          <Figure label={t.expectedTime} value={clock.time(booking.expectedStartTime)} />
        </dl>
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          <Figure className="col-span-2" label={t.date} value={slotDay ? formatSlotDate(slotDay, clock.language) : t.notAvailable} />
          <Figure label={t.time} value={booking.slotTime ? clock.hhmm(booking.slotTime) : t.notAvailable} />
          <Figure label={t.duration} value={durationText(booking.estimatedDuration, lengths)} />
        </dl>
      )}
      <dl className="divide-y divide-line">
        <Row term={t.name}>{booking.customerName}</Row>
        {booking.customerPhone !== null && <Row term={t.mobile}>{formatPhone(booking.customerPhone)}</Row>}
        <Row term={t.barber}>{booking.barberName}</Row>
        <div className="flex flex-col gap-2 py-2.5">
          <dt className="text-sm text-ink-500">{t.services}</dt>
          <dd>
            <ul className="flex flex-wrap gap-1.5">
              {booking.serviceDetails.map((service) => (
                <li key={service.id} className="rounded-full border border-line bg-sand-50 px-2.5 py-1 text-xs font-semibold text-ink-800">
                  {t.serviceChip({ name: service.name, minutes: service.duration })}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}
