import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

const walkIns = (count: number) => (count === 1 ? '1 waiting walk-in' : `${count} waiting walk-ins`);

/** The Front desk's "Reassign waiting customers" for a barber who must leave. */
const en = {
  reassign: 'Reassign waiting customers',
  reassignLabel: ({ name }: { name: string }) => `Reassign ${name}'s waiting customers`,
  reassignTitle: ({ name }: { name: string }) => `Reassign ${name}'s customers?`,
  counting: 'Counting the waiting walk-ins...',
  countFailed: 'Could not count the waiting walk-ins. Close this and try again.',
  willMove: ({ count, name }: { count: number; name: string }) =>
    `${walkIns(count)} will move to the barbers who can serve them soonest, and each customer is told. Appointments stay with ${name}.`,
  nothingToMove: ({ name }: { name: string }) => `No walk-in is waiting for ${name}. Appointments keep their barber.`,
  keep: 'Keep them',
  confirm: 'Reassign',
  reassigning: 'Reassigning...',
  reassigned: 'Customers reassigned',
  movedCount: ({ count }: { count: number }) => (count === 1 ? '1 walk-in moved.' : `${count} walk-ins moved.`),
  nobodyMoved: 'Nobody was waiting to move.',
  reassignFailed: 'Could not reassign the customers',
} satisfies Messages;

export type ReassignTexts = typeof en;

export const reassignTexts = defineCatalogue('features/admin/texts-reassign', en, () => import('./texts-reassign.hi.js'));
