import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useNow } from '../../../lib/use-now.js';
import { remainingMinutes, remainingMs } from '../logic/countdown.js';
import { servingTexts } from '../texts-serving.js';
import { useActions } from './booking-actions-context.js';
import { BookingNotes, PhoneLink, ServiceChips, TokenBadge, TypeBadge } from './booking-facts.js';
import { CancelBookingButton } from './cancel-booking-button.js';
import { PaymentDialog, type PaymentMode } from './payment-dialog.js';
import { RemainingTime } from './remaining-time.js';
import { TimeAdjustButtons } from './time-adjust-buttons.js';

const COMPLETE: PaymentMode = { kind: 'complete' };

export interface ServingCardProps {
  booking: Booking;
  /** When this browser received the booking: its remaining time counts from then. */
  receivedAt: number;
}

/**
 * The customer in the chair (docs/product/screens.md Serving): who, time left, adjust, Complete (with
 * what was charged and how it was paid) and Cancel, then services and notes. Complete stays within a phone's first screen.
 */
export function ServingCard({ booking, receivedAt }: ServingCardProps) {
  const t = useTexts(servingTexts);
  const actions = useActions();
  const now = useNow(1_000);
  const minutes = booking.remainingTime ?? 0;
  const left = remainingMs(minutes, receivedAt, now);
  const pending = actions.pending(booking.id);
  // Complete asks what was charged and how it was paid first (docs/product/money.md#paid-at-the-chair).
  const [paying, setPaying] = useState(false);

  return (
    <Card className="flex flex-col gap-4 p-4 sm:gap-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-green-600 motion-reduce:animate-none" />
          {t.currentlyServing}
        </span>
        <TokenBadge id={booking.id} />
        <TypeBadge booking={booking} />
      </div>
      <div className="flex flex-col">
        <h2 className="font-display text-2xl font-semibold leading-tight text-ink-950 sm:text-3xl">{booking.customerName}</h2>
        <PhoneLink phone={booking.customerPhone} className="self-start" />
      </div>
      <RemainingTime left={left} endsAt={booking.servingEndsAt ?? receivedAt + minutes * 60_000} />
      <TimeAdjustButtons
        remaining={remainingMinutes(left)}
        busy={pending.time || pending.status !== null || actions.offline}
        onAdjust={(adjustment, newRemainingTime) => {
          actions.adjust(booking.id, adjustment, newRemainingTime);
        }}
      />
      <div className="grid grid-cols-[1fr_auto] gap-2 sm:gap-3">
        <Button
          size="lg"
          loading={pending.status === 'completed'}
          loadingText={t.completing}
          disabled={pending.status !== null || actions.offline}
          onClick={() => {
            setPaying(true);
          }}
        >
          <CircleCheck aria-hidden="true" />
          {t.complete}
        </Button>
        <CancelBookingButton booking={booking} size="lg" />
      </div>
      <PaymentDialog booking={booking} mode={COMPLETE} open={paying} onOpenChange={setPaying} />
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <ServiceChips services={booking.serviceDetails} />
        <BookingNotes notes={booking.notes} />
      </div>
    </Card>
  );
}
