import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

interface Customer {
  token: number;
  name: string;
}

/** The front desk's corrections on the dashboard: Undo after a status change, and moving a walk-in to another barber. */
const en = {
  undo: 'Undo',
  undoing: 'Undoing...',
  undoFor: ({ token, name }: Customer) => `Undo the change to #${token} ${name}`,
  undoHint: 'Undo is possible for 10 seconds.',
  undone: 'Change undone',
  backAsBefore: ({ token, name }: Customer) => `#${token} ${name} is back as before.`,
  undoFailed: 'Could not undo',
  moveToBarber: 'Move to another barber',
  moveTitle: ({ token, name }: Customer) => `Move #${token} ${name}`,
  moveIntro: 'The customer keeps their token and is told the new barber and time.',
  moveTo: ({ barber }: { barber: string }) => `Move to ${barber}`,
  waitMinutes: ({ minutes }: { minutes: number }) => (minutes === 0 ? 'No wait' : `${minutes} min wait`),
  noOtherBarbers: 'No other barber is taking customers now.',
  barbersLoadFailed: 'Could not load the barbers.',
  moving: 'Moving...',
  moved: 'Customer moved',
  movedTo: ({ token, barber }: { token: number; barber: string }) => `#${token} is now with ${barber}.`,
  moveFailed: 'Could not move the customer',
  close: 'Close',
} satisfies Messages;

export type DeskTexts = typeof en;

export const deskTexts = defineCatalogue('features/barber/texts-desk', en, () => import('./texts-desk.hi.js'));
