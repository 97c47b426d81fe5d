import { defineCatalogue, type Messages } from './i18n/catalogue.js';

/** Texts that lib/ writes for screens of several areas. */
const en = {
  // The shop's state (docs/decisions/0017-shop-state.md): the hero's badge, then one line.
  badgeOpen: 'OPEN',
  badgeOpensAt: ({ time }: { time: string }) => `OPENS ${time}`,
  badgeClosed: 'CLOSED',
  openNow: 'Open now',
  opensAt: ({ time }: { time: string }) => `Opens at ${time}`,
  closedToday: 'Closed today',
  closedOpensTomorrow: ({ time }: { time: string }) => `Closed today · opens tomorrow at ${time}`,
  /** A next opening further away ('Thursday, 26 Nov', '9:00 AM'). */
  closedOpensOn: ({ date, time }: { date: string; time: string }) => `Closed today · opens ${date} at ${time}`,
  closedByShop: 'Closed · booking opens when the shop opens',
} satisfies Messages;

export type LibTexts = typeof en;

export const libTexts = defineCatalogue('lib/texts', en, () => import('./texts.hi.js'));
