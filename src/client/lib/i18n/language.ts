import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from '../../../shared/constants.js';
import { loadTranslations } from './catalogue.js';

/** Where this device remembers the language a person chose (docs/product/architecture.md#reach: remembered per device). */
export const LANGUAGE_STORAGE_KEY = 'chair.language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language this device chose, or else the first of the browser's languages that the app
 * speaks ('hi-IN' → Hindi), or English. English at build time, where the first paint is made.
 */
export function detectLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const chosen = storedLanguage();
  if (chosen) return chosen;
  const preferred = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

let current: Language = detectLanguage();
const listeners = new Set<() => void>();

function apply(language: Language): void {
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** The language the app shows now. */
export function currentLanguage(): Language {
  return current;
}

/**
 * Loads the language's texts, then shows every screen in it. Resolves once the switch is made;
 * rejects (keeping the language shown) when its texts cannot be loaded, e.g. offline.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await loadTranslations(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice holds until the page is closed.
  }
  apply(language);
}

/** Loads the texts of the language detected at start, before the first render (main.tsx). */
export async function startLanguage(): Promise<Language> {
  await loadTranslations(current).catch(() => {
    // The Hindi texts could not be loaded (offline, no cache yet): start in English.
    current = 'en';
  });
  apply(current);
  return current;
}

/** Calls `listener` each time the language shown changes; returns a function that stops it. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language shown now; re-renders when a person chooses another. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, () => 'en');
}
