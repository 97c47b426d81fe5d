import { defineCatalogue, type Messages } from '../lib/i18n/catalogue.js';

/** Texts of the components shared by every area (components/). */
const en = {
  language: 'Language',
  languageSwitchTo: ({ language }: { language: string }) => `Switch the language to ${language}`,
  languageLoadFailed: 'Could not load the language. Check your connection and try again.',
  // UI primitives (components/ui).
  close: 'Close',
  closeMenu: 'Close menu',
  loading: 'Loading',
  dismiss: 'Dismiss',
  // The staff dashboards' offline banner (docs/product/architecture.md#reach).
  deviceOffline: "You're offline",
  serverUnreachable: "Can't reach the shop's server",
  /** After the dashboard's own words for what is off: 'Serving and time changes are off'. */
  pausedNote: ({ paused }: { paused: string }) => `${paused}. Nothing you tap now is sent later.`,
  checking: 'Checking...',
  tryAgain: 'Try again',
} satisfies Messages;

export type ComponentTexts = typeof en;

export const componentTexts = defineCatalogue('components/texts', en, () => import('./texts.hi.js'));
