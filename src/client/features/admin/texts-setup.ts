import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of a new shop's first run: the "Set up your shop" checklist (docs/product/screens.md). */
const en = {
  title: 'Set up your shop',
  lead: 'A few steps before your first customer. This list goes away once you have barbers, services and have opened the shop.',
  progress: ({ done, total }: { done: string; total: string }) => `${done} of ${total} done`,
  done: 'Done',
  notDone: 'Not done yet',
  barbersTitle: 'Add your barbers',
  barbersHint: 'Each barber gets a login and a chair customers can book.',
  barbersAction: 'Add a barber',
  servicesTitle: 'Add your services',
  servicesHint: 'What customers choose from, with how long each takes.',
  servicesAction: 'Add a service',
  hoursTitle: 'Check your opening hours',
  hoursHint: ({ open, close }: { open: string; close: string }) => `Now ${open} to ${close}. Change them, or keep them if they are right.`,
  hoursAction: 'Change hours',
  hoursKeep: 'These hours are right',
  posterTitle: 'Print your QR poster',
  posterHint: 'The live board shows a QR code customers scan to book. Open it on a screen or print it.',
  posterAction: 'Open the board',
  opensInNewTab: '(opens in a new tab)',
  openTitle: 'Open the shop',
  openHint: 'Customers can book once the shop is open.',
  openAction: 'Go to the switch',
  dismiss: 'Hide this list',
  dismissed: 'The set-up list is hidden.',
} satisfies Messages;

export type SetupTexts = typeof en;

export const setupTexts = defineCatalogue('features/admin/texts-setup', en, () => import('./texts-setup.hi.js'));
