import { useMemo } from 'react';
import type { Language } from '../../../shared/constants.js';
import { ApiError, NetworkError } from '../api-errors.js';
import { ERROR_CODE_TEXTS, errorTexts, type ErrorTexts } from '../texts-errors.js';
import { textsIn } from './catalogue.js';
import { useLanguage } from './language.js';
import { useTexts } from './use-texts.js';

const keyOfEnglish = new Map<string, keyof ErrorTexts>(
  Object.entries(errorTexts.en).map(([key, text]) => [text, key as keyof ErrorTexts]),
);

/**
 * An error text the server or a shared schema wrote in English (a form field's message, an
 * answer's message), in the language shown. English stays as written; a text the catalogue does
 * not know is shown as it is.
 */
export function translateErrorText(text: string | undefined, language: Language): string | undefined {
  if (text === undefined || language === 'en') return text;
  const key = keyOfEnglish.get(text);
  return key ? textsIn(errorTexts, language)[key] : text;
}

/**
 * What went wrong, for people: the client's network text, the server's own words for a refusal
 * (4xx: in English as written, in other languages by their text or code), else the caller's
 * fallback or a general text. A 5xx's words are the server's trouble, not the person's, as in
 * `describeError`.
 */
export function describeApiError(error: unknown, language: Language, fallback?: string): string {
  const t = textsIn(errorTexts, language);
  if (error instanceof NetworkError) return t.network;
  if (error instanceof ApiError && error.serverMessage && error.status < 500) {
    if (language === 'en') return error.serverMessage;
    const key = keyOfEnglish.get(error.serverMessage) ?? (error.code ? ERROR_CODE_TEXTS[error.code] : undefined);
    if (key) return t[key];
  }
  return fallback ?? t.unknown;
}

export interface ErrorText {
  /** A form field's or answer's English message in the language shown (`translateErrorText`). */
  message: (text: string | undefined) => string | undefined;
  /** An error thrown by the API client, described in the language shown (`describeApiError`). */
  describe: (error: unknown, fallback?: string) => string;
}

/** The error texts bound to the language shown; re-renders when it changes. */
export function useErrorText(): ErrorText {
  const language = useLanguage();
  useTexts(errorTexts);
  return useMemo(
    () => ({
      message: (text) => translateErrorText(text, language),
      describe: (error, fallback) => describeApiError(error, language, fallback),
    }),
    [language],
  );
}
