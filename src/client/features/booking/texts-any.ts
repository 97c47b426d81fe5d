import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** "Any barber": the walk-in goes to whoever can start it soonest, chosen when it is booked. */
const en = {
  anyBarber: 'Any barber (shortest wait)',
  anyBarberHint: 'We give your walk-in to the barber who can start it soonest, and tell you who.',
  anyBarberQueueOnly: 'With any barber you join the walk-in queue. To book a time, choose a barber.',
  anyBarberChosen: 'Any barber',
  assignedEarliest: ({ name, time }: { name: string; time: string }) => `${name}: starts at ${time}, the earliest`,
} satisfies Messages;

export type AnyBarberTexts = typeof en;

export const anyBarberTexts = defineCatalogue('features/booking/texts-any', en, () => import('./texts-any.hi.js'));
