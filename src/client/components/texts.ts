import { defineCatalogue, type Messages } from '../lib/i18n/catalogue.js';

/** Texts of the components shared by every area (components/). */
const en = {
  language: 'Language',
  languageSwitchTo: ({ language }: { language: string }) => `Switch the language to ${language}`,
  languageLoadFailed: 'Could not load the language. Check your connection and try again.',
} satisfies Messages;

export type ComponentTexts = typeof en;

export const componentTexts = defineCatalogue('components/texts', en, () => import('./texts.hi.js'));
