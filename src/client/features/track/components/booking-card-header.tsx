import type { Booking } from '../../../../shared/schemas/booking.js';
import { statusLabel } from '../../../components/booking/status-label.js';
import { bookingComponentTexts } from '../../../components/booking/texts.js';
import { Badge } from '../../../components/ui/badge.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { STATUS_TONES } from '../logic/booking-status.js';
import { trackCardTexts } from '../texts-card.js';
import { BarberAvatar } from './barber-avatar.js';

/** Token number, status and barber: what someone glances at first. */
export function BookingCardHeader({ booking }: { booking: Booking }) {
  const t = useTexts(trackCardTexts);
  const words = useTexts(bookingComponentTexts);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col">
          <p aria-hidden="true" className="text-xs font-semibold uppercase tracking-[0.2em] text-bronze-700 [&:lang(hi)]:tracking-normal">
            {t.token}
          </p>
          <h3 className="font-display text-3xl font-semibold leading-tight text-ink-950 tabular-nums">
            <span className="sr-only">{t.bookingNumber({ id: booking.id })}</span>
            <span aria-hidden="true">
              <span className="mr-0.5 font-sans text-2xl font-normal text-ink-400">#</span>
              {booking.id}
            </span>
          </h3>
        </div>
        <Badge tone={STATUS_TONES[booking.status]} size="md" className="mt-1">
          {statusLabel(booking, words)}
        </Badge>
      </div>
      <div className="flex items-center gap-3">
        <BarberAvatar photo={booking.barber.photo} />
        <div className="flex min-w-0 flex-col">
          <p className="text-xs font-medium text-ink-500">{t.yourBarber}</p>
          <p className="truncate text-base font-semibold text-ink-950">{booking.barber.name}</p>
        </div>
      </div>
    </div>
  );
}
