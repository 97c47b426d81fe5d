import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of who is in the shop on the barber's queue: Here / Away, Mark here, serving the next one who is here. */
const en = {
  here: 'Here',
  away: 'Away',
  hereTitle: 'In the shop',
  awayTitle: 'Not in the shop yet',
  markHere: 'Mark here',
  markHereLabel: ({ token, name }: { token: number; name: string }) => `Mark token #${token}, ${name}, as here`,
  marking: 'Marking...',
  markedHere: ({ token, name }: { token: number; name: string }) => `Token #${token}, ${name}, is here`,
  markFailed: 'Could not mark as here',
  serveNextHere: 'Serve next who is here',
  serveNextHereHint: ({ token }: { token: number }) => `Token #${token} is away: keeps the head of the line and is told.`,
  passedOver: ({ count }: { count: number }) => (count === 1 ? 'Passed over once' : `Passed over ${count} times`),
  passedTwice: 'Passed over twice while away: mark a no-show if they have gone.',
  runningLate: ({ time }: { time: string }) => `Running late: from ${time}`,
  pleaseTryAgain: 'Please try again.',
} satisfies Messages;

export type BarberArrivalTexts = typeof en;

export const barberArrivalTexts = defineCatalogue('features/barber/texts-arrival', en, () => import('./texts-arrival.hi.js'));
