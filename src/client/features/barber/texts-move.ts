import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

interface Customer {
  token: number;
  name: string;
}

/** Moving a waiting walk-in to another barber, from the Queue tab. */
const en = {
  move: 'Move to another barber',
  moveShort: 'Move',
  moveLabel: ({ token, name }: Customer) => `Move #${token} ${name} to another barber`,
  moveTitle: ({ token }: { token: number }) => `Move token #${token}`,
  moveIntro: ({ name }: { name: string }) => `Choose the barber who will serve ${name}. The customer is told the new barber and time.`,
  barbers: 'Barbers taking customers',
  waitMinutes: ({ minutes }: { minutes: number }) => `Wait ${minutes} min`,
  noWait: 'No wait',
  moving: 'Moving...',
  noOtherBarber: 'No other barber is taking customers now.',
  loadFailed: 'Could not load the barbers.',
  retry: 'Try again',
  moved: 'Customer moved',
  movedTo: ({ token, name, barber }: Customer & { barber: string }) => `#${token} ${name} is now with ${barber}.`,
  moveFailed: 'Could not move the customer',
  pleaseTryAgain: 'Please try again.',
} satisfies Messages;

export type MoveTexts = typeof en;

export const moveTexts = defineCatalogue('features/barber/texts-move', en, () => import('./texts-move.hi.js'));
