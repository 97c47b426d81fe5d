import { defineCatalogue, type Messages } from './i18n/catalogue.js';

/** Texts that lib/ writes for screens of several areas. */
const en = {
  /** A holiday: when the shop opens next ('Thursday, 26 Nov', '9:00 AM'). */
  closedToday: ({ date, time }: { date: string; time: string }) => `Closed today. Opens ${date} at ${time}.`,
} satisfies Messages;

export type LibTexts = typeof en;

export const libTexts = defineCatalogue('lib/texts', en, () => import('./texts.hi.js'));
