import type { Language } from '../../../shared/constants.js';
import { OFFLINE_LANGUAGE_KEY, OFFLINE_PAGE_CACHE } from '../../service-worker/offline-language.js';
import { currentLanguage, subscribeLanguage } from '../i18n/language.js';

/** Writes the language into the offline page's cache; where there is no Cache API, nothing. */
function keep(language: Language): void {
  if (typeof caches === 'undefined') return;
  caches
    .open(OFFLINE_PAGE_CACHE)
    .then((cache) => cache.put(OFFLINE_LANGUAGE_KEY, new Response(JSON.stringify({ language }), { headers: { 'content-type': 'application/json' } })))
    .catch(() => undefined);
}

/**
 * Keeps the language the app is shown in where the service worker finds it, so the offline page
 * the worker writes speaks it too (service-worker/offline-language.ts): now, and at each change.
 */
export function keepOfflineLanguage(): void {
  if (import.meta.env.DEV) return;
  let kept = currentLanguage();
  keep(kept);
  subscribeLanguage(() => {
    const language = currentLanguage();
    if (language === kept) return;
    kept = language;
    keep(language);
  });
}
