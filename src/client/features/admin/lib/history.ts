import { formatDateTime } from '../../../../shared/domain/format.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import type { HistoryQuery } from '../api/booking-history.js';

/** The Booking History filters as the screen holds them; '' and 'all' mean "any". */
export interface HistoryFilters {
  /** Shop-local 'YYYY-MM-DD' from the date input, or '' for every day. */
  date: string;
  /** A barber id as text, or 'all'. */
  barberId: string;
  status: 'all' | 'completed' | 'cancelled-customer' | 'cancelled-barber' | 'no-show';
}

export const NO_FILTERS: HistoryFilters = { date: '', barberId: 'all', status: 'all' };

/** The status filter's choices, in the spec's words (spec §2). */
export const STATUS_OPTIONS: readonly { value: HistoryFilters['status']; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled-customer', label: 'Cancelled by Customer' },
  { value: 'cancelled-barber', label: 'Cancelled by Barber' },
  { value: 'no-show', label: 'No-show' },
];

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

/** Spec §2: one message when filters hide everything, another when there is no history at all. */
export function emptyHistoryMessage(filters: HistoryFilters): string {
  return hasFilters(filters) ? 'No bookings match your filters' : 'No booking history';
}

/** Spec §2: Slot if it has a slot date or is a slot booking, else Queue. */
export function bookingKind(booking: Pick<Booking, 'slotDate' | 'bookingType'>): 'Slot' | 'Queue' {
  return booking.slotDate || booking.bookingType === 'slot' ? 'Slot' : 'Queue';
}

/** Spec §2: the sum of the services' durations, in minutes. */
export function totalServiceMinutes(booking: Pick<Booking, 'serviceDetails'>): number {
  return booking.serviceDetails.reduce((sum, service) => sum + service.duration, 0);
}

/** 'Completed', 'Cancelled', 'No-show'; the badge is green only for completed (spec §2). */
export function historyStatus(
  booking: Pick<Booking, 'status' | 'cancelledBy' | 'cancelReason'>,
): { label: string; completed: boolean; by: string | null } {
  const completed = booking.status === 'completed';
  if (booking.cancelReason === 'no_show') return { label: 'No-show', completed, by: null };
  return {
    label: completed ? 'Completed' : 'Cancelled',
    completed,
    by: !completed && booking.cancelledBy ? `by ${booking.cancelledBy}` : null,
  };
}

/**
 * When it happened, in the shop's zone: the slot's date and time, or the booking time when it has
 * no slot date (spec §2), as '21 November, 2026 at 6:05 PM'.
 */
export function historyWhen(booking: Pick<Booking, 'slotDate' | 'slotTime' | 'bookingTime'>, timeZone: string): string {
  if (booking.slotDate) return formatDateTime(`${booking.slotDate}T${booking.slotTime ?? '00:00'}`, timeZone);
  return formatDateTime(booking.bookingTime, timeZone);
}

/** '+91 98765 43210' for a stored 10-digit number; anything else as it is. */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
