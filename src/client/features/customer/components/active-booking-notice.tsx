import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { bookingKindLabel, STATUS_LABELS } from '../logic/booking-view.js';

/** Points from the account to the booking that is live right now. */
export function ActiveBookingNotice({ booking }: { booking: Booking }) {
  return (
    <Link
      href="/customer/bookings"
      className="group flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-gold-300 bg-gold-200/50 px-4 py-3 text-ink-950 transition-colors hover:bg-gold-200"
    >
      <span className="flex flex-col">
        <span className="text-sm font-semibold">
          Booking #{booking.id} · {STATUS_LABELS[booking.status]}
        </span>
        <span className="text-sm text-bronze-800">
          {bookingKindLabel(booking)} with {booking.barberName}
        </span>
      </span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-bronze-700 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
