import { useState } from 'react';
import { LANGUAGES, type Language } from '../../shared/constants.js';
import { cn } from '../lib/cn.js';
import { chooseLanguage, useLanguage } from '../lib/i18n/language.js';
import { LANGUAGE_NAMES } from '../lib/i18n/numbers.js';
import { useTexts } from '../lib/i18n/use-texts.js';
import { componentTexts } from './texts.js';

/**
 * The language choice (docs/product/architecture.md#reach), remembered on this device. `compact` is the header's one
 * button naming the other language; the full form lists every language, the one shown pressed.
 * While the texts load the buttons say they are busy but stay enabled (aria-disabled): a disabled
 * button would drop the keyboard's focus.
 */
export function LanguageSwitcher({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useTexts(componentTexts);
  const shown = useLanguage();
  const [pending, setPending] = useState<Language | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = (language: Language) => {
    if (pending || language === shown) return;
    setPending(language);
    setFailed(false);
    chooseLanguage(language).then(
      () => { setPending(null); },
      () => {
        setPending(null);
        setFailed(true);
      },
    );
  };

  if (compact) {
    const other = LANGUAGES.find((language) => language !== shown) ?? 'en';
    return (
      // The failure floats under the button, so a header row keeps its height.
      <div className={cn('relative', className)}>
        <button
          type="button"
          aria-label={t.languageSwitchTo({ language: LANGUAGE_NAMES[other] })}
          aria-busy={pending !== null}
          aria-disabled={pending !== null || undefined}
          onClick={() => { choose(other); }}
          className="inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold hover:bg-current/8 aria-disabled:opacity-55"
        >
          <span lang={other}>{LANGUAGE_NAMES[other]}</span>
        </button>
        {failed && (
          <p role="alert" className="absolute right-0 top-full z-10 mt-1 w-60 rounded-lg bg-red-50 px-3 py-2 text-xs text-red-800 shadow-lg">
            {t.languageLoadFailed}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={className}>
      <div role="group" aria-label={t.language} className="inline-flex rounded-lg border border-current/25 p-1">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === shown}
            aria-busy={pending === language}
            aria-disabled={pending !== null || undefined}
            onClick={() => { choose(language); }}
            className={cn(
              'h-11 min-w-24 rounded-md px-4 text-sm font-semibold transition-colors aria-disabled:opacity-55',
              language === shown ? 'bg-ink-900 text-white' : 'hover:bg-current/8',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
      {failed && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {t.languageLoadFailed}
        </p>
      )}
    </div>
  );
}
