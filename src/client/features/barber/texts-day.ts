import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** The dashboard's top: the break control, the barber's own hours (docs/product/chairs-day.md) and the summary cards (docs/product/screens.md). */
const en = {
  myDay: 'My day',
  takeBreak: 'Take a break',
  breakIntro: 'Starts now, or after the customer in the chair. Customers see when you are back.',
  breakLoadFailed: 'Could not load your break and hours.',
  breakLength: ({ minutes }: { minutes: number }) => `${minutes} min`,
  breakOf: ({ minutes }: { minutes: number }) => `${minutes} min break`,
  endBreak: 'End break',
  ending: 'Ending...',
  onBreakUntil: ({ time }: { time: string }) => `On break until ${time}`,
  breakFromTo: ({ start, end }: { start: string; end: string }) => `Break from ${start} to ${end}`,
  breakAfterCustomer: 'It starts when the customer in the chair is done.',
  customersSeeBackAt: ({ time }: { time: string }) => `Customers see “Back at ${time}” on your card.`,
  breakStartFailed: 'Could not start the break',
  breakEndFailed: 'Could not end the break',

  myHours: 'My hours',
  todayHours: ({ hours }: { hours: string }) => `Today: ${hours}`,
  today: 'Today',
  keepsShopHours: 'Shop hours: you work whenever the shop is open.',
  daysOff: 'Days off:',
  hoursSetByAdmin: "Your hours are set by the shop's admin.",
  loadingHours: 'Loading your hours...',
  dayOff: 'Day off',
  shopClosed: 'Shop closed',

  summary: 'Summary',
  activeBookings: 'Active Bookings',
  queueTime: 'Queue Time',
  nextAvailable: 'Next Available',
  activeFailed: 'Failed to fetch active bookings',
  notAvailable: 'Not available',
  /** docs/product/booking-rules.md#business-constants-and-limits: '{n} min' under an hour, else '{h} Hr' or '{h} Hr {m} Mins'. */
  queueMinutes: ({ minutes }: { minutes: number }) => `${minutes} min`,
  queueHours: ({ hours, minutes }: { hours: number; minutes: number }) =>
    minutes === 0 ? `${hours} Hr` : `${hours} Hr ${minutes} Mins`,
} satisfies Messages;

export type DayTexts = typeof en;

export const dayTexts = defineCatalogue('features/barber/texts-day', en, () => import('./texts-day.hi.js'));
