import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the owner's numbers (docs/product/money.md, The owner's numbers). */
const en = {
  description: 'How the shop has been doing: when customers come, who was served or lost, waits, takings and returning customers.',
  loading: 'Loading the numbers',
  failedLoad: 'Failed to load the numbers',
  empty: 'Not enough bookings yet',
  emptyHint: 'The numbers fill in as customers book, are served and pay.',
  period: 'Period',
  weeks: ({ weeks }: { weeks: string }) => `${weeks} weeks`,
  range: ({ from, to }: { from: string; to: string }) => `${from} to ${to}`,
  showTable: 'Show as table',
  hideTable: 'Show as chart',
  // Busiest hours.
  busiest: 'Busiest hours',
  busiestHint: 'Arrivals by weekday and hour, cancellations by the customer left out.',
  weekday: 'Day',
  hour: 'Hour',
  arrivalsCell: ({ day, hour, count }: { day: string; hour: string; count: string }) => `${day} ${hour}: ${count}`,
  legend: 'Arrivals',
  legendFewer: 'Fewer',
  legendMore: 'More',
  // By week.
  served: 'Served by week',
  servedHint: 'Walk-ins and appointments served.',
  lost: 'Lost by week',
  lostHint: 'No-shows, cancellations, walk-ins turned away at last call and those who left after a long wait.',
  week: 'Week of',
  walkInsServed: 'Walk-ins served',
  appointmentsServed: 'Appointments served',
  noShows: 'No-shows',
  cancelledByCustomer: 'Cancelled by customer',
  cancelledByShop: 'Cancelled by shop',
  refusedAtLastCall: 'Refused at last call',
  leftAfterLongWait: 'Left after a long wait',
  // Waits.
  waits: 'Waits by hour of arrival',
  waitsHint: 'Served walk-ins: from joining (or arriving, if later) to the start of service.',
  walkIns: 'Walk-ins',
  averageWait: 'Average wait',
  p90Wait: '9 in 10 within',
  minutes: ({ minutes }: { minutes: string }) => `${minutes} min`,
  // Revenue.
  revenue: 'Revenue by week',
  revenueHint: 'Received by cash, UPI and card, tips included; owed amounts left out.',
  revenueHead: 'Received',
  byBarber: 'Revenue by barber',
  byBarberHint: 'Received over the whole period.',
  barber: 'Barber',
  noRevenue: 'No payments recorded in this period.',
  // Repeat customers.
  repeat: 'Repeat customers by month',
  repeatHint: 'Customers served each month, and how many of them had been served before.',
  month: 'Month',
  customers: 'Customers',
  returning: 'Returning',
} satisfies Messages;

export type NumbersTexts = typeof en;

export const numbersTexts = defineCatalogue('features/admin/texts-numbers', en, () => import('./texts-numbers.hi.js'));
