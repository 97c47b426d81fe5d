import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of Booking History: the filters, the list and a booking's details (docs/product/screens.md). */
const en = {
  description: 'Completed and cancelled bookings, newest first.',
  filters: 'Filter bookings',
  date: 'Date',
  barber: 'Barber',
  status: 'Status',
  allBarbers: 'All Barbers',
  allStatus: 'All Status',
  completed: 'Completed',
  cancelledByCustomer: 'Cancelled by Customer',
  cancelledByBarber: 'Cancelled by Barber',
  noShow: 'No-show',
  clearFilters: 'Clear filters',
  loading: 'Loading booking history',
  failedLoad: 'Failed to load booking history',
  noMatch: 'No bookings match your filters',
  noHistory: 'No booking history',
  list: 'Finished bookings',
  showing: ({ count, shown }: { count: number; shown: string }) => `Showing ${shown} ${count === 1 ? 'booking' : 'bookings'}`,
  showingAll: ({ count, shown }: { count: number; shown: string }) => `Showing ${shown} ${count === 1 ? 'booking' : 'bookings'}, all of them`,
  details: ({ token }: { token: string }) => `Booking #${token} details`,
  // A booking's details.
  services: 'Services',
  serviceMinutes: ({ name, minutes }: { name: string; minutes: string }) => `${name} (${minutes} m)`,
  customer: 'Customer',
  dateAndTime: 'Date and time',
  type: 'Type',
  slot: 'Slot',
  queue: 'Queue',
  totalDuration: 'Total duration',
  token: 'Token',
  notes: 'Notes',
  cancelled: 'Cancelled',
  cancelledByCustomerInDetail: 'Cancelled by customer',
  cancelledByBarberInDetail: 'Cancelled by barber',
} satisfies Messages;

export type HistoryTexts = typeof en;

export const historyTexts = defineCatalogue('features/admin/texts-history', en, () => import('./texts-history.hi.js'));
