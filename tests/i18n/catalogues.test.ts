import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalogue, Messages } from '../../src/client/lib/i18n/catalogue.js';
import { CLIENT_DIR, clientSourceFiles, isEnglishCatalogueFile } from './client-files.js';

// docs/product/architecture.md#reach: every text of the app in English and Hindi. The types make a missing key a compile
// error; this checks what types cannot: that each catalogue has its Hindi file, that no text is
// empty, and that no Hindi text is English left in place.

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

function isCatalogue(value: unknown): value is Catalogue<Messages> {
  return typeof value === 'object' && value !== null && 'en' in value && 'loadHi' in value && 'name' in value;
}

/** A stand-in for any text's values: a number, which every text can show. */
const SAMPLE_VALUES = new Proxy({}, { get: () => 2 }) as never;

function render(text: Messages[string]): string {
  return typeof text === 'string' ? text : text(SAMPLE_VALUES);
}

const files = clientSourceFiles().filter(isEnglishCatalogueFile);

describe('message catalogues', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  describe.each(files)('%s', (file) => {
    it('has its Hindi beside it, with the same keys, and no empty or English-only text', async () => {
      expect(existsSync(path.join(CLIENT_DIR, file.replace(/\.ts$/, '.hi.ts'))), `${file} has no .hi.ts beside it`).toBe(true);
      const module = (await import(path.join(CLIENT_DIR, file))) as Record<string, unknown>;
      const catalogues = Object.values(module).filter(isCatalogue);
      expect(catalogues.length, `${file} exports no catalogue`).toBeGreaterThan(0);
      for (const catalogue of catalogues) {
        const hi = (await catalogue.loadHi()).default;
        expect(Object.keys(hi).sort(), `${catalogue.name}: keys in Hindi`).toEqual(Object.keys(catalogue.en).sort());
        for (const [key, english] of Object.entries(catalogue.en)) {
          const hindi = hi[key];
          expect(hindi, `${catalogue.name}.${key} in Hindi`).toBeDefined();
          if (hindi === undefined) continue;
          expect(typeof hindi, `${catalogue.name}.${key}: a text with values in one language has them in the other`).toBe(
            typeof english,
          );
          const englishText = render(english);
          const hindiText = render(hindi);
          expect(englishText.trim(), `${catalogue.name}.${key} in English is empty`).not.toBe('');
          expect(hindiText.trim(), `${catalogue.name}.${key} in Hindi is empty`).not.toBe('');
          if (LATIN_WORD.test(hindiText)) {
            expect(hindiText, `${catalogue.name}.${key} in Hindi is still English: "${hindiText}"`).toMatch(DEVANAGARI);
          }
        }
      }
    });
  });
});
