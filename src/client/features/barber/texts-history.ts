import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** The History tab (docs/product/screens.md): finished bookings and their filters. */
const en = {
  historyFailed: 'Failed to fetch booking history',
  loadingHistory: 'Loading history',
  noHistory: 'No booking history',
  noHistoryYet: 'Completed and cancelled bookings will be listed here.',
  noMatch: 'No bookings match your filters',
  tryOtherFilters: 'Try another status, type or date range.',
  finishedBookings: 'Finished bookings',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  filterHistory: 'Filter history',
  status: 'Status',
  bookingType: 'Booking type',
  dateRange: 'Date range',
  allStatus: 'All Status',
  completed: 'Completed',
  cancelledByCustomer: 'Cancelled by Customer',
  cancelledByBarber: 'Cancelled by Barber',
  cancelled: 'Cancelled',
  noShow: 'No-show',
  allTypes: 'All Types',
  queue: 'Queue',
  slot: 'Slot',
  allTime: 'All Time',
  today: 'Today',
  lastWeek: 'Last 7 Days',
  lastMonth: 'Last 30 Days',
  minutesTotal: ({ minutes }: { minutes: number }) => `${minutes} min total`,
} satisfies Messages;

export type HistoryTexts = typeof en;

export const historyTexts = defineCatalogue('features/barber/texts-history', en, () => import('./texts-history.hi.js'));
