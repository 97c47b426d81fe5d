import { CalendarPlus, CalendarX } from 'lucide-react';
import { urlFor } from '../../../shared/contract/endpoint.js';
import { ROUTES } from '../../../shared/contract/routes.js';
import type { Booking } from '../../../shared/schemas/booking.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { manageTokenOf } from '../../lib/manage-tokens.js';
import { buttonVariants } from '../ui/button.js';
import { ownershipOf } from './booking-ownership.js';
import { bookingComponentTexts } from './texts.js';
import { inShop } from '../../lib/shop-base.js';

export interface AddToCalendarLinkProps {
  booking: Pick<Booking, 'id' | 'status' | 'bookingType' | 'customerPhone'>;
  /** The manage token, when the caller holds it (right after booking); otherwise this browser's store is read. */
  manageToken?: string | undefined;
  className?: string;
}

/** Where the booking's calendar file is, for this browser's proof of ownership (a session needs no token). */
export function calendarFileUrl(bookingId: number, token: string | undefined): string {
  return inShop(urlFor(ROUTES.bookings.calendar, { id: bookingId }, token ? { token } : {}));
}

/**
 * "Add to calendar" (docs/product/architecture.md#reach) for a slot booking's owner: the .ics file of its time, at the
 * shop, with a link back. Once cancelled, the same event's cancellation, so the calendar drops it.
 */
export function AddToCalendarLink({ booking, manageToken, className }: AddToCalendarLinkProps) {
  const t = useTexts(bookingComponentTexts);
  const { user } = useAuth();
  if (booking.bookingType !== 'slot' || (booking.status !== 'waiting' && booking.status !== 'cancelled')) return null;
  const ownership = ownershipOf({ user, phone: booking.customerPhone, token: manageToken ?? manageTokenOf(booking.id) });
  if (ownership.kind === 'none') return null;
  const href = calendarFileUrl(booking.id, ownership.kind === 'token' ? ownership.token : undefined);
  const cancelled = booking.status === 'cancelled';
  return (
    <a href={href} download={`booking-${booking.id}.ics`} className={buttonVariants({ variant: 'outline', className: cn('text-ink-900', className) })}>
      {cancelled ? <CalendarX aria-hidden="true" /> : <CalendarPlus aria-hidden="true" />}
      {cancelled ? t.removeFromCalendar : t.addToCalendar}
    </a>
  );
}
