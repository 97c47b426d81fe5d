import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { loadTranslations } from '../lib/i18n/catalogue.js';
import { currentLanguage } from '../lib/i18n/language.js';

/** A routed page whose code loads on demand, with a way to load it before it is first shown. */
export interface LazyPage {
  (): ReactElement;
  /** Loads the page's code; once it is in, the page renders at once instead of suspending. */
  load: () => Promise<void>;
}

/**
 * React's lazy() for a page, plus `load()`. lazy() suspends on its first render even when the
 * module is already in; the client loads the prerendered page's code before its first render so
 * that render takes over the server's HTML instead of replacing it with "Loading..."
 * (docs/decisions/0009-prerendered-first-paint.md).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  // The page's own catalogues are defined as its code loads; their texts in the language shown
  // come before its first render (English when they cannot be loaded).
  const loadPage = () =>
    load().then(async (page) => {
      await loadTranslations(currentLanguage()).catch(() => undefined);
      loaded = page;
      return page;
    });
  const Suspending = lazy(() => loadPage().then((page) => ({ default: page })));

  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the page itself would remount it.
    const [Shown] = useState<ComponentType>(() => loaded ?? Suspending);
    return <Shown />;
  }
  Page.load = async () => {
    await loadPage();
  };
  return Page;
}
