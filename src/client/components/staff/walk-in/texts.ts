import { defineCatalogue, type Messages } from '../../../lib/i18n/catalogue.js';

/** Adding a walk-in at the counter, from the barber's dashboard and the admin's front desk. */
const en = {
  addWalkIn: 'Add walk-in',
  addWalkInTitle: 'Add a walk-in',
  addWalkInIntro: 'Only the service is needed. The customer is marked as here.',
  name: 'Name',
  nameHint: 'Optional: left blank, it is “Walk-in”.',
  phone: 'Phone',
  phoneHint: 'Optional: with a number, the customer gets the usual messages.',
  services: 'Services',
  barber: 'Barber',
  firstAvailable: 'First available',
  firstAvailableHint: 'The barber who can start soonest',
  add: 'Add',
  adding: 'Adding...',
  addFailed: 'Could not add the walk-in',
  loadFailed: 'Could not load the services.',
  retry: 'Try again',
  tokenTitle: 'Walk-in added',
  tokenLabel: 'Token',
  withBarber: ({ barber, time }: { barber: string; time: string }) => `${barber}, expected at ${time}`,
  photographHint: 'Show this to the customer: they can note the token or scan the code to follow their turn.',
  qrFor: ({ token }: { token: string }) => `QR code of the page of token ${token}`,
  openPage: 'Open token page',
  addAnother: 'Add another',
  done: 'Done',
} satisfies Messages;

export type WalkInTexts = typeof en;

export const walkInTexts = defineCatalogue('components/staff/walk-in/texts', en, () => import('./texts.hi.js'));
