import type { Language } from '../../../../shared/constants.js';
import { formatDateTime } from '../../../../shared/domain/format.js';
import type { ShopDayRule } from '../../../../shared/domain/shop-day.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { bookingInstant } from '../../../lib/booking-when.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { HistoryQuery } from '../api/booking-history.js';
import type { HistoryTexts } from '../texts-history.js';

/** The Booking History filters as the screen holds them; '' and 'all' mean "any". */
export interface HistoryFilters {
  /** Shop-local 'YYYY-MM-DD' from the date input, or '' for every day. */
  date: string;
  /** A barber id as text, or 'all'. */
  barberId: string;
  status: 'all' | 'completed' | 'cancelled-customer' | 'cancelled-barber' | 'no-show';
}

export const NO_FILTERS: HistoryFilters = { date: '', barberId: 'all', status: 'all' };

/** The status filter's choices, in the words of docs/product/screens.md in `t`'s language. */
export function statusOptions(t: Translation<HistoryTexts>): { value: HistoryFilters['status']; label: string }[] {
  return [
    { value: 'all', label: t.allStatus },
    { value: 'completed', label: t.completed },
    { value: 'cancelled-customer', label: t.cancelledByCustomer },
    { value: 'cancelled-barber', label: t.cancelledByBarber },
    { value: 'no-show', label: t.noShow },
  ];
}

export function hasFilters(filters: HistoryFilters): boolean {
  return filters.date !== '' || filters.barberId !== 'all' || filters.status !== 'all';
}

/** The endpoint's query: one date is a from-to range of that single day. */
export function historyQuery(filters: HistoryFilters): HistoryQuery {
  const query: HistoryQuery = { status: filters.status };
  if (filters.barberId !== 'all') query.barberId = Number(filters.barberId);
  if (filters.date !== '') {
    query.from = filters.date;
    query.to = filters.date;
  }
  return query;
}

/** docs/product/screens.md: one message when filters hide everything, another when there is no history at all. */
export function emptyHistoryMessage(filters: HistoryFilters, t: Translation<HistoryTexts>): string {
  return hasFilters(filters) ? t.noMatch : t.noHistory;
}

/** docs/product/screens.md: Slot if it has a slot date or is a slot booking, else Queue. */
export function bookingKind(booking: Pick<Booking, 'slotDate' | 'bookingType'>): 'slot' | 'queue' {
  return booking.slotDate || booking.bookingType === 'slot' ? 'slot' : 'queue';
}

/** docs/product/screens.md: the sum of the services' durations, in minutes. */
export function totalServiceMinutes(booking: Pick<Booking, 'serviceDetails'>): number {
  return booking.serviceDetails.reduce((sum, service) => sum + service.duration, 0);
}

/**
 * 'Completed', 'Cancelled', 'No-show' for the row's badge, green only for completed (docs/product/screens.md), and
 * the details' fuller words, which say who cancelled ('Cancelled by customer').
 */
export function historyStatus(
  booking: Pick<Booking, 'status' | 'cancelledBy' | 'cancelReason'>,
  t: Translation<HistoryTexts>,
): { label: string; completed: boolean; detail: string } {
  const completed = booking.status === 'completed';
  if (booking.cancelReason === 'no_show') return { label: t.noShow, completed, detail: t.noShow };
  if (completed) return { label: t.completed, completed, detail: t.completed };
  const by = { customer: t.cancelledByCustomerInDetail, barber: t.cancelledByBarberInDetail };
  return { label: t.cancelled, completed, detail: booking.cancelledBy ? by[booking.cancelledBy] : t.cancelled };
}

/**
 * When it happened, in the shop's zone: the slot's instant, or the booking time when it has no slot,
 * as '21 November, 2026 at 6:05 PM' (in Hindi as Intl writes it).
 */
export function historyWhen(booking: Pick<Booking, 'slotDate' | 'slotTime' | 'bookingTime'>, shopDay: ShopDayRule, language: Language): string {
  return formatDateTime(bookingInstant(booking, shopDay), shopDay.timeZone, language);
}

/** '+91 98765 43210' for a stored 10-digit number; anything else as it is. */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
