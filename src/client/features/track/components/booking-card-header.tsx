import type { Booking } from '../../../../shared/schemas/booking.js';
import { Badge } from '../../../components/ui/badge.js';
import { STATUS_LABELS, STATUS_TONES } from '../logic/booking-status.js';
import { BarberAvatar } from './barber-avatar.js';

/** Token number, status and barber: what someone glances at first. */
export function BookingCardHeader({ booking }: { booking: Booking }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col">
          <p aria-hidden="true" className="text-xs font-semibold uppercase tracking-[0.2em] text-bronze-700">
            Token
          </p>
          <h3 className="font-display text-3xl font-semibold leading-tight text-ink-950 tabular-nums">
            <span className="sr-only">Booking </span>
            <span className="mr-0.5 font-sans text-2xl font-normal text-ink-400">#</span>
            {booking.id}
          </h3>
        </div>
        <Badge tone={STATUS_TONES[booking.status]} size="md" className="mt-1">
          {STATUS_LABELS[booking.status]}
        </Badge>
      </div>
      <div className="flex items-center gap-3">
        <BarberAvatar photo={booking.barber.photo} />
        <div className="flex min-w-0 flex-col">
          <p className="text-xs font-medium text-ink-500">Your barber</p>
          <p className="truncate text-base font-semibold text-ink-950">{booking.barber.name}</p>
        </div>
      </div>
    </div>
  );
}
