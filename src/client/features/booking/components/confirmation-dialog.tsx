import { CircleCheck, Search } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { AddToCalendarLink } from '../../../components/booking/add-to-calendar-link.js';
import { CancelBookingButton } from '../../../components/booking/cancel-booking-button.js';
import { NotifyMeButton } from '../../../components/booking/notify-me-button.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.js';
import type { CreatedBooking } from '../../../../shared/schemas/booking.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { anyBarberTexts } from '../texts-any.js';
import { bookingWhenTexts } from '../texts-when.js';
import { ConfirmationDetails } from './confirmation-details.js';

export interface ConfirmationDialogProps {
  booking: CreatedBooking;
  /** The customer asked for any barber: say who was given the walk-in, and why. */
  assignedEarliest?: boolean;
  /** Done, Escape or a tap outside: the customer is finished here. */
  onDone: () => void;
  /** The customer cancelled from the overlay; the form stays for another try. */
  onCancelled: () => void;
}

/** docs/product/screens.md: the confirmation overlay after a booking, with its token number. */
export function ConfirmationDialog({ booking, assignedEarliest = false, onDone, onCancelled }: ConfirmationDialogProps) {
  const t = useTexts(bookingWhenTexts);
  const anyT = useTexts(anyBarberTexts);
  const clock = useShopClock();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
    >
      <DialogContent
        hideClose
        size="md"
        flush
        // The heading takes the focus: the panel opens at its top (the check mark, the token), where
        // Radix's first button would scroll a tall panel past them. Done is a few Tabs away.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          heading.current?.focus();
        }}
      >
        <div className="flex flex-col items-center gap-3 rounded-t-2xl bg-charcoal px-6 pb-6 pt-7 text-center text-white">
          <CircleCheck className="size-9 text-gold-300" aria-hidden="true" />
          <DialogTitle ref={heading} tabIndex={-1} tone="onDark" className="outline-none">
            {t.bookedIn}
          </DialogTitle>
          <DialogDescription tone="onDark">{t.showToken}</DialogDescription>
          <div className="mt-1 flex flex-col items-center gap-1">
            <span className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300 [&:lang(hi)]:tracking-normal">{t.tokenNumber}</span>
            <span className="font-display text-6xl font-semibold leading-none tabular-nums text-white">#{booking.id}</span>
          </div>
          <Badge tone="gold">{booking.bookingType === 'queue' ? t.queue : t.slot}</Badge>
          {assignedEarliest && booking.expectedStartTime !== null && (
            <p data-testid="assigned-barber" className="text-base font-semibold text-white">
              {anyT.assignedEarliest({ name: booking.barberName, time: clock.time(Date.parse(booking.expectedStartTime)) })}
            </p>
          )}
        </div>
        <ConfirmationDetails booking={booking} />
        <NotifyMeButton booking={booking} manageToken={booking.manageToken} className="px-6 pt-2 pb-5" />
        {booking.bookingType === 'slot' && (
          <div className="flex px-6 pt-2 pb-5 [&>*]:flex-1 sm:[&>*]:flex-none">
            <AddToCalendarLink booking={booking} manageToken={booking.manageToken} />
          </div>
        )}
        <div className="flex flex-col gap-2 border-t border-line px-6 py-5 sm:flex-row-reverse sm:flex-wrap">
          <Button className="sm:flex-1" onClick={onDone}>
            {t.done}
          </Button>
          <Button asChild variant="outline" className="text-ink-900 sm:flex-1">
            <Link href={`/track?phone=${booking.customerPhone}`}>
              <Search aria-hidden="true" />
              {t.trackBooking}
            </Link>
          </Button>
          <CancelBookingButton
            booking={booking}
            manageToken={booking.manageToken}
            variant="ghost"
            className="text-red-800 sm:basis-full"
            onCancelled={onCancelled}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
