import { describe, expect, test } from 'vitest';
import { languageFromStored, languageOfBrowser } from './offline-language.js';

describe("the offline page's language", () => {
  test('reads back the language the app kept, and refuses anything else', () => {
    expect(languageFromStored({ language: 'hi' })).toBe('hi');
    expect(languageFromStored({ language: 'en' })).toBe('en');
    expect(languageFromStored({ language: 'fr' })).toBeNull();
    expect(languageFromStored(null)).toBeNull();
    expect(languageFromStored('hi')).toBeNull();
  });

  test("without one, the browser's first language the app speaks", () => {
    expect(languageOfBrowser(['hi-IN', 'en-US'])).toBe('hi');
    expect(languageOfBrowser(['fr-FR', 'hi'])).toBe('hi');
    expect(languageOfBrowser(['en-GB'])).toBe('en');
    expect(languageOfBrowser([])).toBe('en');
  });
});
