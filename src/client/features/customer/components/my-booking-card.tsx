import type { ReactNode } from 'react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { AddToCalendarLink } from '../../../components/booking/add-to-calendar-link.js';
import { CancelBookingButton } from '../../../components/booking/cancel-booking-button.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { bookingKindLabel, bookingWhen, servicesText, waitText } from '../logic/booking-view.js';
import { customerBookingTexts } from '../texts-booking.js';
import { BookingBanner } from './booking-banner.js';
import { BookingStatusBadge } from './booking-status-badge.js';
import { inShop } from '../../../lib/shop-base.js';

function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-0.5', className)}>
      <dt className="text-xs font-semibold uppercase tracking-wider [&:lang(hi)]:tracking-normal text-ink-500">{term}</dt>
      <dd className="text-base text-ink-950">{children}</dd>
    </div>
  );
}

/** One active booking on My Bookings (docs/product/screens.md), with its banner, figures and Cancel. */
export function MyBookingCard({ booking }: { booking: Booking }) {
  const t = useTexts(customerBookingTexts);
  const { shopDay, language } = useShopClock();
  const slot = booking.bookingType === 'slot';
  const waiting = booking.status === 'waiting';
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="font-display text-2xl font-semibold text-ink-950">{t.bookingNumber({ id: booking.id })}</h2>
          <p className="text-sm font-semibold uppercase tracking-wider [&:lang(hi)]:tracking-normal text-bronze-700">{bookingKindLabel(booking, t)}</p>
        </div>
        <BookingStatusBadge booking={booking} />
      </div>
      <BookingBanner booking={booking} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
        <Detail term={t.barber}>
          <span className="flex items-center gap-2">
            <img src={inShop(booking.barber.photo)} alt="" width={28} height={28} className="size-7 rounded-full bg-sand-100 object-cover" />
            {booking.barberName}
          </span>
        </Detail>
        <Detail term={t.totalTime}>{t.minutes({ count: booking.totalDuration })}</Detail>
        <Detail term={t.services} className="col-span-2">{servicesText(booking)}</Detail>
        <Detail term={slot ? t.date : t.bookedAt} className="col-span-2">
          {bookingWhen(booking, shopDay, language)}
        </Detail>
        {waiting && !slot && booking.queuePosition !== null && <Detail term={t.queuePosition}>{booking.queuePosition}</Detail>}
        {waiting && booking.estimatedWaitTime !== null && (
          // A slot has no queue to wait in: its wait is the time until it starts.
          <Detail term={slot ? t.startsIn : t.estimatedWait}>{waitText(booking.estimatedWaitTime, t)}</Detail>
        )}
      </dl>
      {(booking.canCancel || (slot && waiting)) && (
        <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
          <AddToCalendarLink booking={booking} />
          {booking.canCancel && <CancelBookingButton booking={booking} className="text-red-800" />}
        </div>
      )}
    </Card>
  );
}
