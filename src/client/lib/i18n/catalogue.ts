import type { Language } from '../../../shared/constants.js';

/**
 * One area's texts in English, the product's own words: a plain string, or a function of named values for
 * a text with a number or a name in it, so each language can put them where its grammar wants.
 */
export type Messages = Record<string, string | ((values: never) => string)>;

/** The same texts in another language: every key, each with the English text's call shape. */
export type Translation<T extends Messages> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

/** An area's catalogue: its English texts, bundled with the area, and its Hindi, loaded only when chosen. */
export interface Catalogue<T extends Messages> {
  /** The catalogue's file, for messages about it ('booking/texts'). */
  readonly name: string;
  readonly en: T;
  readonly loadHi: () => Promise<{ default: Translation<T> }>;
}

interface Entry {
  readonly loadHi: () => Promise<{ default: Messages }>;
  hi: Messages | null;
  loading: Promise<void> | null;
}

// Every catalogue the loaded code has defined, so choosing Hindi loads all of theirs at once; a
// page whose code arrives later loads its own before it first renders (lazy-page.tsx).
const registry = new Map<Catalogue<Messages>, Entry>();

/** Defines an area's catalogue. The Hindi side is a dynamic import, so it is its own chunk. */
export function defineCatalogue<T extends Messages>(
  name: string,
  en: T,
  loadHi: () => Promise<{ default: Translation<T> }>,
): Catalogue<T> {
  const catalogue: Catalogue<T> = { name, en, loadHi };
  registry.set(catalogue, {
    loadHi,
    hi: null,
    loading: null,
  });
  return catalogue;
}

function load(entry: Entry): Promise<void> {
  entry.loading ??= entry.loadHi().then(
    (module) => {
      entry.hi = module.default;
    },
    (error: unknown) => {
      // A failed chunk (offline) may be asked for again; until then the English stays.
      entry.loading = null;
      throw error;
    },
  );
  return entry.loading;
}

/** Loads the given language's texts for every catalogue defined so far (English is always in). */
export async function loadTranslations(language: Language): Promise<void> {
  if (language === 'en') return;
  await Promise.all([...registry.values()].filter((entry) => !entry.hi).map(load));
}

/** True when the language's texts of this catalogue are in. */
export function isLoaded<T extends Messages>(catalogue: Catalogue<T>, language: Language): boolean {
  return language === 'en' || Boolean(registry.get(catalogue)?.hi);
}

/** The catalogue's texts in the language: English until that language's texts are in. */
export function textsIn<T extends Messages>(catalogue: Catalogue<T>, language: Language): Translation<T> {
  const hi = language === 'hi' ? registry.get(catalogue)?.hi : null;
  return (hi ?? catalogue.en) as Translation<T>;
}
