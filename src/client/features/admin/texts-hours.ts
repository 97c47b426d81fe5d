import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of a barber's Working hours dialog: the week, its breaks and the days off (docs/product/chairs-day.md). */
const en = {
  title: 'Working hours',
  description: ({ name }: { name: string }) => `When ${name} takes slots and walk-ins. Customers cannot book outside these hours.`,
  loading: 'Loading working hours',
  failedLoad: 'Failed to load working hours',
  saved: 'Working hours saved',
  savedDescription: ({ name }: { name: string }) => `${name}'s hours are updated on the booking pages.`,
  failedSave: 'Failed to save working hours',
  someNotSaved: 'Some of these hours could not be saved. See the messages above.',
  notSaved: 'The hours could not be saved. Please try again.',
  weeklyHours: 'Weekly hours',
  ownHours: 'Own hours',
  sameAsShop: 'Same as shop hours',
  ownHoursHint: "A day switched off is a day off. Gaps between a day's periods are breaks, such as lunch.",
  everyDay: ({ hours }: { hours: string }) => `Every day, ${hours}. These follow the shop's hours when they change.`,
  useShopHours: 'Use shop hours',
  setOwnHours: 'Set own hours',
  daysOff: 'Days off',
  daysOffHint: "Dates this barber is away, such as leave. The shop's closed dates apply to everyone.",
  dayOff: 'Day off',
  addDayOff: 'Add day off',
  removeDayOff: ({ date }: { date: string }) => `Remove day off ${date}`,
  noDaysOff: 'No days off',
  saveHours: 'Save hours',
  // One day of the week.
  works: 'Works',
  worksOn: ({ day }: { day: string }) => `Works on ${day}`,
  periodStart: ({ day, period }: { day: string; period: string }) => `${day} period ${period} start`,
  periodEnd: ({ day, period }: { day: string; period: string }) => `${day} period ${period} end`,
  removePeriod: ({ day, period }: { day: string; period: string }) => `Remove ${day} period ${period}`,
  addBreak: 'Add break',
  addBreakOn: ({ day }: { day: string }) => `Add break on ${day}`,
  timesToBeSet: 'Times to be set',
  enterTime: 'Enter a time',
} satisfies Messages;

export type HoursTexts = typeof en;

export const hoursTexts = defineCatalogue('features/admin/texts-hours', en, () => import('./texts-hours.hi.js'));
