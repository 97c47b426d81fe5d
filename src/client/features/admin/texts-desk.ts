import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** The Front desk tab: every chair at a glance, and walk-ins added at the counter. */
const en = {
  title: 'Front desk',
  description: 'Every chair at a glance. Add a walk-in to a barber, or to whoever is free first.',
  chairs: 'Chairs',
  inChair: 'In the chair',
  next: 'Next',
  nobody: 'Nobody',
  none: 'None',
  waiting: ({ count }: { count: number }) => (count === 1 ? '1 waiting' : `${count} waiting`),
  waitMinutes: ({ minutes }: { minutes: number }) => `Wait ${minutes} min`,
  noWait: 'No wait',
  notAvailable: 'Not available',
  noBarbers: 'No barbers yet. Add them in the Barbers tab.',
  loadFailed: 'Could not load the chairs.',
  retry: 'Try again',
  token: 'Token',
} satisfies Messages;

export type DeskTexts = typeof en;

export const deskTexts = defineCatalogue('features/admin/texts-desk', en, () => import('./texts-desk.hi.js'));
