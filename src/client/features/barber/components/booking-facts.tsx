import { CalendarClock, Footprints, Phone, TimerOff } from 'lucide-react';
import { PHONE_PREFIX } from '../../../../shared/constants.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { formatPhone } from '../../../components/booking/format-phone.js';
import { Badge } from '../../../components/ui/badge.js';
import { cn } from '../../../lib/cn.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { servingTexts, type ServingTexts } from '../texts-serving.js';

/** The token number, as customers see it on their confirmation (docs/product/data.md: token = booking id). */
export function TokenBadge({ id, small = false }: { id: number; small?: boolean }) {
  const t = useTexts(servingTexts);
  return (
    <span className={cn('inline-flex items-center rounded-md bg-ink-900 px-2 py-0.5 font-mono font-semibold text-gold-300', small ? 'text-xs' : 'text-sm')}>
      <span className="sr-only">{t.token} </span>#{id}
    </span>
  );
}

/** Queue or Slot (docs/product/screens.md wording), with the slot's time when it has one. */
export function TypeBadge({ booking, slotLabel }: { booking: Pick<Booking, 'bookingType'>; slotLabel?: string | undefined }) {
  const t = useTexts(servingTexts);
  if (booking.bookingType === 'slot') {
    return (
      <Badge tone="gold">
        <CalendarClock className="size-3.5" aria-hidden="true" />
        {slotLabel ? t.slotAt({ time: slotLabel }) : t.slot}
      </Badge>
    );
  }
  return (
    <Badge tone="neutral">
      <Footprints className="size-3.5" aria-hidden="true" />
      {t.queue}
    </Badge>
  );
}

/** The customer's number as a call link; 44 px tall for a thumb. */
export function PhoneLink({ phone, className }: { phone: string | null; className?: string }) {
  const t = useTexts(servingTexts);
  if (phone === null) return null;
  const digits = phone.replace(/\D/g, '').slice(-10);
  return (
    <a
      href={`tel:${PHONE_PREFIX}${digits}`}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-bronze-700 underline-offset-4 hover:underline',
        className,
      )}
    >
      <Phone className="size-4" aria-hidden="true" />
      <span className="sr-only">{t.call} </span>
      {formatPhone(phone)}
    </a>
  );
}

/** docs/product/screens.md service chips: 'name (duration m)'. */
export function ServiceChips({ services, className }: { services: Booking['serviceDetails']; className?: string }) {
  const t = useTexts(servingTexts);
  if (services.length === 0) return null;
  return (
    <ul aria-label={t.services} className={cn('flex flex-wrap gap-1.5', className)}>
      {services.map((service) => (
        <li key={service.id} className="rounded-full border border-line bg-sand-50 px-2.5 py-1 text-xs font-medium text-ink-700">
          {t.serviceChip({ name: service.name, minutes: service.duration })}
        </li>
      ))}
    </ul>
  );
}

/** The customer's note, kept apart so it is not missed. */
export function BookingNotes({ notes }: { notes: string }) {
  const t = useTexts(servingTexts);
  if (!notes.trim()) return null;
  return (
    <p className="whitespace-pre-line rounded-lg border-l-4 border-gold-400 bg-sand-50 px-3 py-2 text-sm text-ink-700">
      <span className="font-semibold text-ink-900">{t.note} </span>
      {notes}
    </p>
  );
}

/** A waiting booking the plan cannot fit into the barber's working time (docs/product/chairs-day.md): flagged, not dropped. */
export function outsideHoursTexts(booking: Pick<Booking, 'bookingType'>, t: Translation<ServingTexts>): { flag: string; why: string } {
  return booking.bookingType === 'queue' ? { flag: t.afterClosing, why: t.afterClosingWhy } : { flag: t.outsideHours, why: t.outsideHoursWhy };
}

/** The flag beside the name, for a booking outside the barber's hours. */
export function OutsideHoursBadge({ booking }: { booking: Pick<Booking, 'bookingType' | 'outsideHours'> }) {
  const t = useTexts(servingTexts);
  if (!booking.outsideHours) return null;
  return (
    <Badge tone="orange">
      <TimerOff className="size-3.5" aria-hidden="true" />
      {outsideHoursTexts(booking, t).flag}
    </Badge>
  );
}

/** Why it is flagged, in words, under the booking's services. */
export function OutsideHoursNote({ booking }: { booking: Pick<Booking, 'bookingType' | 'outsideHours'> }) {
  const t = useTexts(servingTexts);
  if (!booking.outsideHours) return null;
  return <p className="rounded-lg border-l-4 border-orange-300 bg-orange-50 px-3 py-2 text-sm text-orange-900">{outsideHoursTexts(booking, t).why}</p>;
}
