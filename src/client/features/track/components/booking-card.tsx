import type { Booking } from '../../../../shared/schemas/booking.js';
import { NotifyMeButton } from '../../../components/booking/notify-me-button.js';
import { Card } from '../../../components/ui/card.js';
import { useNow } from '../../../lib/use-now.js';
import { ArrivalPanel } from './arrival-panel.js';
import { BookingCardActions } from './booking-card-actions.js';
import { BookingCardHeader } from './booking-card-header.js';
import { BookingFacts } from './booking-facts.js';
import { LiveStatus } from './live-status.js';
import { MessagesSwitch } from './messages-switch.js';
import { UpiDueCard } from './upi-due-card.js';

/** Waits and progress move with the clock between refetches; a quarter minute is fine enough. */
const TICK_MS = 15_000;

export interface BookingCardProps {
  booking: Booking;
  /** When the list was fetched (the query's dataUpdatedAt). */
  fetchedAt: number;
  onCancelled: (booking: Booking) => void;
}

/** One active booking as the track page shows it (docs/product/screens.md booking card). */
export function BookingCard({ booking, fetchedAt, onCancelled }: BookingCardProps) {
  const now = useNow(TICK_MS);
  return (
    <Card tone={booking.status === 'serving' ? 'highlight' : 'plain'} className="flex flex-col gap-5 overflow-hidden p-5 sm:p-6">
      <BookingCardHeader booking={booking} />
      {/* Polite: a screen-reader user hears the wait change and their turn come without looking. */}
      <div aria-live="polite">
        <LiveStatus booking={booking} now={Math.max(now, fetchedAt)} fetchedAt={fetchedAt} />
      </div>
      <UpiDueCard upiDue={booking.upiDue} />
      <ArrivalPanel booking={booking} />
      <BookingFacts booking={booking} />
      <MessagesSwitch booking={booking} />
      <NotifyMeButton booking={booking} align="start" />
      <BookingCardActions booking={booking} onCancelled={onCancelled} />
    </Card>
  );
}
