import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { statusLabel } from '../../../components/booking/status-label.js';
import { bookingComponentTexts } from '../../../components/booking/texts.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { bookingKindLabel } from '../logic/booking-view.js';
import { customerBookingTexts } from '../texts-booking.js';

/** Points from the account to the booking that is live right now. */
export function ActiveBookingNotice({ booking }: { booking: Booking }) {
  const t = useTexts(customerBookingTexts);
  const words = useTexts(bookingComponentTexts);
  return (
    <Link
      href="/customer/bookings"
      className="group flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-gold-300 bg-gold-200/50 px-4 py-3 text-ink-950 transition-colors hover:bg-gold-200"
    >
      <span className="flex flex-col">
        <span className="text-sm font-semibold">{t.bookingStatus({ id: booking.id, status: statusLabel(booking, words) })}</span>
        <span className="text-sm text-bronze-800">{t.kindWithBarber({ kind: bookingKindLabel(booking, t), barber: booking.barberName })}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-bronze-700 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
