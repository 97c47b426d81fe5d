import { Clock, TriangleAlert } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Badge } from '../../../components/ui/badge.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { cn } from '../../../lib/cn.js';
import { noShowOffer, repeatNoShowLabel } from '../logic/no-show.js';
import { waitSuffixText } from '../logic/wait-text.js';
import { servingTexts } from '../texts-serving.js';
import { BookingNotes, OutsideHoursBadge, OutsideHoursNote, PhoneLink, ServiceChips, TokenBadge, TypeBadge } from './booking-facts.js';
import { CancelBookingButton } from './cancel-booking-button.js';
import { MessageNotes } from './message-notes.js';
import { NoShowButton } from './no-show-button.js';
import { StartButton } from './start-button.js';

export interface QueueItemProps {
  booking: Booking;
  /** 1-based place in the plan. */
  position: number;
  /** This is the booking Start serves next (the chair is free and its time has come). */
  startable: boolean;
  /** A slot at the head of the queue whose time has not come: when it may start. */
  notBefore?: string | undefined;
  /** The dashboard's clock, for the no-show offer. */
  now: number;
}

/** One waiting booking of the Queue tab (spec §2): token, name, phone, type, services, expected start, messages. */
export function QueueItem({ booking, position, startable, notBefore, now }: QueueItemProps) {
  const t = useTexts(servingTexts);
  const clock = useShopClock();
  const expected = booking.expectedStartTime ? clock.time(booking.expectedStartTime) : null;
  const noShow = noShowOffer(booking, now, clock.shopDay);
  const repeat = repeatNoShowLabel(booking.recentNoShows, t);

  return (
    <li
      className={cn(
        'flex gap-3 rounded-2xl border bg-white p-4 sm:gap-4 sm:p-5',
        startable ? 'border-gold-400 shadow-md shadow-gold-600/10' : 'border-line',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
          startable ? 'bg-gold-400 text-ink-950' : 'bg-sand-100 text-ink-700',
        )}
      >
        {position}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <TokenBadge id={booking.id} />
          <h3 className="min-w-0 truncate font-sans text-base font-semibold text-ink-950">
            <span className="sr-only">{t.position({ position })} </span>
            {booking.customerName}
          </h3>
          <TypeBadge booking={booking} slotLabel={booking.slotTime ? clock.hhmm(booking.slotTime) : undefined} />
          <OutsideHoursBadge booking={booking} />
          {repeat && (
            <Badge tone="orange" className="gap-1">
              <TriangleAlert className="size-3.5" aria-hidden="true" />
              {repeat}
            </Badge>
          )}
        </div>
        <PhoneLink phone={booking.customerPhone} className="-my-2 self-start" />
        <ServiceChips services={booking.serviceDetails} />
        <BookingNotes notes={booking.notes} />
        <OutsideHoursNote booking={booking} />
        {expected && (
          <p className="text-sm text-ink-600">
            <Clock className="mr-1.5 inline size-4 align-[-3px] text-bronze-700" aria-hidden="true" />
            {t.expectedStart} <span className="font-semibold text-ink-900">{expected}</span>{' '}
            <span className="whitespace-nowrap text-ink-500">{waitSuffixText(booking.estimatedWaitTime ?? 0, t)}</span>
          </p>
        )}
        <MessageNotes booking={booking} />
        {noShow.kind === 'overdue' && (
          <p className="text-sm font-medium text-orange-800">{t.minutesLate({ minutes: noShow.minutesLate })}</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {noShow.kind === 'overdue' && <NoShowButton booking={booking} variant="outline" />}
          {startable && <StartButton booking={booking} />}
          {notBefore && (
            <span className="rounded-lg bg-sand-100 px-3 py-2 text-sm font-medium text-ink-700">{t.canStartAt({ time: notBefore })}</span>
          )}
          {noShow.kind === 'available' && (
            <NoShowButton booking={booking} className={startable || notBefore ? undefined : '-ml-3'} />
          )}
          <CancelBookingButton
            booking={booking}
            variant="ghost"
            className={startable || notBefore || noShow.kind !== 'none' ? undefined : '-ml-3'}
          />
        </div>
      </div>
    </li>
  );
}
