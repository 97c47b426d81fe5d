import { useEffect, useState } from 'react';
import { isLoaded, loadTranslations, textsIn, type Catalogue, type Messages, type Translation } from './catalogue.js';
import { useLanguage } from './language.js';

/**
 * The catalogue's texts in the language shown now. Hindi texts are loaded before a page first
 * renders; a catalogue whose code came in later (a dialog's own chunk) loads its own here and
 * shows English for that moment.
 */
export function useTexts<T extends Messages>(catalogue: Catalogue<T>): Translation<T> {
  const language = useLanguage();
  const ready = isLoaded(catalogue, language);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadTranslations(language).then(
      () => {
        if (live) setLoaded((count) => count + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, language]);
  return textsIn(catalogue, language);
}
