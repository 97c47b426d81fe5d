import { LANGUAGES, type Language } from '../../shared/constants.js';

/** The worker's cache of what the offline page says: the shop's contact details, and its language. */
export const OFFLINE_PAGE_CACHE = 'chair-offline-contact';

/**
 * The language the app was last shown in on this device, kept for the offline page: the worker
 * cannot read the page's storage, so the page writes it into the offline page's cache, under a key
 * no request can ask for.
 */
export const OFFLINE_LANGUAGE_KEY = '/__offline-page/language.json';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The kept language, or null when the copy is missing or not one. */
export function languageFromStored(json: unknown): Language | null {
  if (typeof json !== 'object' || json === null) return null;
  const language = (json as Record<string, unknown>).language;
  return isLanguage(language) ? language : null;
}

/** The first of the browser's languages the app speaks ('hi-IN' → Hindi), else English. */
export function languageOfBrowser(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
