import type { ReactNode } from 'react';
import type { Booking } from '../../../../../shared/schemas/booking.js';
import { Badge } from '../../../../components/ui/badge.js';
import { bookingKind, formatPhone, historyStatus, historyWhen, totalServiceMinutes } from '../../lib/history.js';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wider text-ink-500">{term}</dt>
      <dd className="text-sm text-ink-900">{children}</dd>
    </div>
  );
}

/** Everything about a finished booking (spec §2's expanded row). */
export function HistoryDetails({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  const status = historyStatus(booking);
  return (
    <div className="border-t border-dashed border-line bg-sand-50/70 px-4 py-4 sm:px-5">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-3">
          <dt className="text-xs font-semibold uppercase tracking-wider text-ink-500">Services</dt>
          <dd className="flex flex-wrap gap-1.5">
            {booking.serviceDetails.map((service) => (
              <Badge key={service.id} tone="gold">
                {service.name} ({service.duration} m)
              </Badge>
            ))}
          </dd>
        </div>
        <Item term="Customer">
          {booking.customerName} ·{' '}
          <a href={`tel:+91${booking.customerPhone}`} className="font-medium text-bronze-700 underline-offset-2 hover:underline">
            {formatPhone(booking.customerPhone)}
          </a>
        </Item>
        <Item term="Barber">{booking.barberName}</Item>
        <Item term="Date and time">{historyWhen(booking, timeZone)}</Item>
        <Item term="Status">
          {status.label}
          {status.by && ` ${status.by}`}
        </Item>
        <Item term="Type">{bookingKind(booking)}</Item>
        <Item term="Total duration">{totalServiceMinutes(booking)} min</Item>
        <Item term="Token">#{booking.id}</Item>
        {booking.notes && <Item term="Notes">{booking.notes}</Item>}
      </dl>
    </div>
  );
}
