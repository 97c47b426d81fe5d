import { Clock, TriangleAlert } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Badge } from '../../../components/ui/badge.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { cn } from '../../../lib/cn.js';
import { isAwayWalkIn, passedNoShow } from '../logic/arrival.js';
import { noShowOffer, repeatNoShowLabel } from '../logic/no-show.js';
import { waitSuffixText } from '../logic/wait-text.js';
import { barberArrivalTexts } from '../texts-arrival.js';
import { servingTexts } from '../texts-serving.js';
import { ArrivalBadge, MarkHereButton } from './arrival-controls.js';
import { BookingNotes, OutsideHoursBadge, OutsideHoursNote, PhoneLink, ServiceChips, TokenBadge, TypeBadge } from './booking-facts.js';
import { CancelBookingButton } from './cancel-booking-button.js';
import { MessageNotes } from './message-notes.js';
import { MoveBookingButton } from './move-booking-button.js';
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
  /** The walk-in at the head is away and this one is here: Start serves him, passing the head (its token). */
  servesPast?: number | undefined;
}

/** One waiting booking of the Queue tab (docs/product/screens.md): token, name, phone, type, services, expected start, messages. */
export function QueueItem({ booking, position, startable, notBefore, now, servesPast }: QueueItemProps) {
  const t = useTexts(servingTexts);
  const ta = useTexts(barberArrivalTexts);
  const clock = useShopClock();
  const expected = booking.expectedStartTime ? clock.time(booking.expectedStartTime) : null;
  // The no-show rule decides the offer; a walk-in passed over twice is offered it first, as a late slot is.
  const passed = passedNoShow(booking);
  const noShow = noShowOffer(booking, now, clock.shopDay);
  const offerFirst = noShow.kind !== 'none' && (noShow.kind === 'overdue' || passed === 'offered');
  const highlighted = startable || servesPast !== undefined;
  // A ghost button first in its row lines up with the text above it.
  const solidFirst = offerFirst || highlighted || notBefore !== undefined || isAwayWalkIn(booking);
  const repeat = repeatNoShowLabel(booking.recentNoShows, t);

  return (
    <li
      className={cn(
        'flex gap-3 rounded-2xl border bg-white p-4 sm:gap-4 sm:p-5',
        highlighted ? 'border-gold-400 shadow-md shadow-gold-600/10' : 'border-line',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
          highlighted ? 'bg-gold-400 text-ink-950' : 'bg-sand-100 text-ink-700',
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
          <ArrivalBadge booking={booking} />
          {booking.passedOver > 0 && <Badge tone="orange">{ta.passedOver({ count: booking.passedOver })}</Badge>}
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
        {booking.notBefore && <p className="text-sm font-medium text-ink-700">{ta.runningLate({ time: clock.time(booking.notBefore) })}</p>}
        <MessageNotes booking={booking} />
        {noShow.kind === 'overdue' && (
          <p className="text-sm font-medium text-orange-800">{t.minutesLate({ minutes: noShow.minutesLate })}</p>
        )}
        {passed === 'offered' && <p className="text-sm font-medium text-orange-800">{ta.passedTwice}</p>}
        {servesPast !== undefined && <p className="text-sm text-ink-600">{ta.serveNextHereHint({ token: servesPast })}</p>}
        <div className="flex flex-wrap items-center gap-2">
          {offerFirst && <NoShowButton booking={booking} variant="outline" />}
          {startable && <StartButton booking={booking} />}
          {servesPast !== undefined && <StartButton booking={booking} label={ta.serveNextHere} />}
          <MarkHereButton booking={booking} />
          {notBefore && (
            <span className="rounded-lg bg-sand-100 px-3 py-2 text-sm font-medium text-ink-700">{t.canStartAt({ time: notBefore })}</span>
          )}
          {noShow.kind === 'available' && !offerFirst && <NoShowButton booking={booking} className={solidFirst ? undefined : '-ml-3'} />}
          <CancelBookingButton
            booking={booking}
            variant="ghost"
            className={solidFirst || noShow.kind === 'available' ? undefined : '-ml-3'}
          />
          <MoveBookingButton booking={booking} />
        </div>
      </div>
    </li>
  );
}
