import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

interface Customer {
  token: number;
  name: string;
}

/** The front desk's corrections on the dashboard: Undo after a status change. */
const en = {
  undo: 'Undo',
  undoing: 'Undoing...',
  undoFor: ({ token, name }: Customer) => `Undo the change to #${token} ${name}`,
  undoHint: 'Undo is possible for 10 seconds.',
  undone: 'Change undone',
  backAsBefore: ({ token, name }: Customer) => `#${token} ${name} is back as before.`,
  undoFailed: 'Could not undo',
} satisfies Messages;

export type DeskTexts = typeof en;

export const deskTexts = defineCatalogue('features/barber/texts-desk', en, () => import('./texts-desk.hi.js'));
