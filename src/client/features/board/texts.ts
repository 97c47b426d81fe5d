import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the shop's TV board (docs/product/architecture.md#reach), read from across the room. */
const en = {
  tagline: 'Premium Grooming',
  live: 'Live',
  connecting: 'Connecting…',
  loading: 'Loading the board…',
  reconnecting: 'Reconnecting…',
  reconnectingDetail: 'Waits will show again once the board is back online.',
  chairsRightNow: 'Chairs right now',
  // The column headings, and what each row's parts say to a screen reader.
  barberColumn: 'Barber',
  chairColumn: 'In the chair',
  nextColumn: 'Next',
  waitColumn: 'Wait',
  inTheChair: 'In the chair:',
  waitLabel: 'Wait:',
  token: 'Token',
  chairEmpty: 'No one in the chair',
  free: 'Free',
  noOneWaiting: 'No one waiting',
  nextFor: ({ name }: { name: string }) => `Next for ${name}`,
  more: ({ count }: { count: number }) => `+${count} more`,
  waitUnknown: 'unknown while reconnecting',
  noWaitToday: 'none today',
  // Where a barber's day stands (docs/product/chairs-day.md).
  notWorkingToday: 'Not working today',
  queueClosedToday: 'Queue closed for today',
  onBreakUntil: ({ time }: { time: string }) => `On break until ${time}`,
  onBreak: 'On a break',
  startsAt: ({ time }: { time: string }) => `Starts at ${time}`,
  startsLaterToday: 'Starts later today',
  noBarbersTitle: 'No Barbers Available',
  noBarbersDescription: 'Sorry, all of our barbers are currently unavailable. Please check back later.',
  // The QR code to the booking page.
  scanToBook: 'Scan to book',
  qrCodeFor: ({ url }: { url: string }) => `QR code that opens ${url}`,
  orVisit: 'Or visit',
} satisfies Messages;

export type BoardTexts = typeof en;

export const boardTexts = defineCatalogue('features/board/texts', en, () => import('./texts.hi.js'));
