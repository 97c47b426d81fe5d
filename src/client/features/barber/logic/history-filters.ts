import { addCalendarDays } from '../../../../shared/domain/format.js';
import { shopDateOf, type ShopDayRule } from '../../../../shared/domain/shop-day.js';
import type { HistoryPageQuery } from '../../../../shared/schemas/booking.js';

/** The History tab's three filters (docs/product/screens.md), with their documented values. */
export const STATUS_FILTERS = ['all', 'completed', 'cancelled-customer', 'cancelled-barber', 'no-show'] as const;
export const TYPE_FILTERS = ['all', 'queue', 'slot'] as const;
export const DATE_RANGES = ['all', 'today', 'week', 'month'] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type TypeFilter = (typeof TYPE_FILTERS)[number];
export type DateRange = (typeof DATE_RANGES)[number];

export interface HistoryFilters {
  status: StatusFilter;
  bookingType: TypeFilter;
  dateRange: DateRange;
}

export const DEFAULT_HISTORY_FILTERS: HistoryFilters = { status: 'all', bookingType: 'all', dateRange: 'all' };

/** How many shop days back each range reaches, today included. */
const RANGE_DAYS: Record<Exclude<DateRange, 'all'>, number> = { today: 1, week: 7, month: 30 };

/**
 * Shop dates `from`/`to` (inclusive) for a range, counted from the shop's today, never the
 * browser's: 'week' is today and the six days before it. In the small hours of a night past
 * midnight, today is the date the night began on.
 */
export function dateRangeBounds(range: DateRange, now: number, shopDay: ShopDayRule): { from?: string; to?: string } {
  if (range === 'all') return {};
  const today = shopDateOf(now, shopDay);
  return { from: addCalendarDays(today, 1 - RANGE_DAYS[range]), to: today };
}

/** The query string of GET /api/bookings/history for a barber and the chosen filters. */
export type BarberHistoryQuery = Pick<HistoryPageQuery, 'status' | 'bookingType'> & Partial<Pick<HistoryPageQuery, 'from' | 'to'>>;

export function historyQuery(filters: HistoryFilters, now: number, shopDay: ShopDayRule): BarberHistoryQuery {
  return { status: filters.status, bookingType: filters.bookingType, ...dateRangeBounds(filters.dateRange, now, shopDay) };
}

export function isDefaultFilters(filters: HistoryFilters): boolean {
  return filters.status === 'all' && filters.bookingType === 'all' && filters.dateRange === 'all';
}
