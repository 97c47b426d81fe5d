import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of a barber's wait and where their day stands (docs/product/booking-rules.md#business-constants-and-limits, docs/product/chairs-day.md), shared by every area. */
const en = {
  // The wait (docs/product/booking-rules.md#wait-display): '{n} min' under an hour, else '{h} Hr' or '{h} Hr {m} Mins'.
  waitLabel: ({ wait }: { wait: string }) => `WAIT: ${wait}`,
  noWait: 'No Wait',
  notAvailable: 'Not Available',
  waitMinutes: ({ minutes }: { minutes: number }) => `${minutes} min`,
  waitHours: ({ hours }: { hours: number }) => `${hours} Hr`,
  waitHoursMinutes: ({ hours, minutes }: { hours: number; minutes: number }) => `${hours} Hr ${minutes} Mins`,
  // Where the day stands, times in the shop's zone.
  notWorkingToday: 'Not working today',
  queueClosedToday: 'Queue closed for today',
  backAt: ({ time }: { time: string }) => `Back at ${time}`,
  onBreak: 'On a break',
  startsAt: ({ time }: { time: string }) => `Starts at ${time}`,
  startsLaterToday: 'Starts later today',
  // The specialty a barber has until the owner writes one (DEFAULT_SPECIALTY): the app's word, not the owner's.
  defaultSpecialty: 'Barber',
} satisfies Messages;

export type BarberTexts = typeof en;

export const barberTexts = defineCatalogue('components/barber/texts', en, () => import('./texts.hi.js'));
