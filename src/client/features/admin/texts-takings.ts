import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of Takings: the day's or a range's money, each barber's share and the entries (docs/product/money.md). */
const en = {
  description: 'What was taken at the chairs, how it was paid, and what each barber is owed.',
  loading: 'Loading takings',
  failedLoad: 'Failed to load takings',
  emptyDay: 'No payments recorded on this day',
  emptyRange: 'No payments recorded in this period',
  emptyHint: 'Payments appear here as barbers complete their customers.',
  downloadCsv: 'Download CSV',
  // The period.
  period: 'Period',
  day: 'Day',
  thisWeek: 'This week',
  thisMonth: 'This month',
  custom: 'Custom',
  date: 'Date',
  from: 'From',
  to: 'To',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  rangeLabel: ({ from, to }: { from: string; to: string }) => `${from} to ${to}`,
  rangeTooLong: 'Choose at most 366 days',
  rangeBackwards: 'The end date is before the start date',
  // The totals.
  totals: 'Totals',
  received: 'Received',
  entries: ({ count, shown }: { count: number; shown: string }) => `${shown} ${count === 1 ? 'payment' : 'payments'}`,
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  tips: 'Tips',
  discounts: 'Discounts',
  unpaid: 'Unpaid (owed)',
  unpaidHint: 'Not in the total received.',
  // Each barber.
  byBarber: 'By barber',
  /** The barber's rate now; each entry's commission is at the rate it was taken at (docs/product/money.md, Takings). */
  commission: ({ rate }: { rate: string }) => `${rate}% commission`,
  commissionOn: ({ net }: { net: string }) => `Commission on ${net}`,
  owedTo: ({ name }: { name: string }) => `Owed to ${name}`,
  barberReceived: ({ amount }: { amount: string }) => `Received ${amount}`,
  // The entries.
  entriesHeading: 'Payments',
  entriesList: 'Payments, newest first',
  token: ({ token }: { token: string }) => `Token #${token}`,
  corrected: 'Corrected',
  correctedHint: 'Replaced by a correction; not counted.',
  correction: ({ id }: { id: string }) => `Correction of entry ${id}`,
  discount: ({ amount }: { amount: string }) => `Discount ${amount}`,
  tip: ({ amount }: { amount: string }) => `Tip ${amount}`,
  methodUnpaid: 'Unpaid',
  showing: ({ count, shown }: { count: number; shown: string }) => `Showing the latest ${shown} ${count === 1 ? 'payment' : 'payments'}`,
  showingAll: ({ count, shown }: { count: number; shown: string }) => `All ${shown} ${count === 1 ? 'payment' : 'payments'}`,
  failedEntries: 'Failed to load payments',
} satisfies Messages;

export type TakingsTexts = typeof en;

export const takingsTexts = defineCatalogue('features/admin/texts-takings', en, () => import('./texts-takings.hi.js'));
