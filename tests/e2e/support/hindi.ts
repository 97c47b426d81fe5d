import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Catalogue, Messages } from '../../../src/client/lib/i18n/catalogue.js';
import { CLIENT_DIR, clientSourceFiles, isEnglishCatalogueFile } from '../../i18n/client-files.js';
import { expectNoHorizontalScroll } from './layout.js';
import { screenshot } from './screenshot.js';
import { useViewport, type ViewportName } from './viewports.js';

/** A browser context that prefers Hindi, as a phone set to Hindi does: `openContext(HINDI_BROWSER)`. */
export const HINDI_BROWSER = { locale: 'hi-IN' } as const;

function isCatalogue(value: unknown): value is Catalogue<Messages> {
  return typeof value === 'object' && value !== null && 'en' in value && 'loadHi' in value;
}

let englishTexts: Promise<string[]> | null = null;

/**
 * Every plain English text of the catalogues whose Hindi differs, longest first: any of them on a
 * Hindi screen is English left where a catalogue text belongs. (Texts with values in them are
 * left out: their English shape cannot be matched without the values.)
 */
export function englishCatalogueTexts(): Promise<string[]> {
  englishTexts ??= (async () => {
    const texts = new Set<string>();
    for (const file of clientSourceFiles().filter(isEnglishCatalogueFile)) {
      const module = (await import(path.join(CLIENT_DIR, file))) as Record<string, unknown>;
      for (const catalogue of Object.values(module).filter(isCatalogue)) {
        const hi = (await catalogue.loadHi()).default;
        for (const [key, text] of Object.entries(catalogue.en)) {
          if (typeof text === 'string' && /[A-Za-z]{3,}/.test(text) && hi[key] !== text) texts.add(text.trim());
        }
      }
    }
    return [...texts].sort((a, b) => b.length - a.length);
  })();
  return englishTexts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The screen is in Hindi: the document says so, no English catalogue text is left on it (as
 * words, in any case: CSS may upper-case them; text marked with another `lang` is not counted),
 * and nothing pushes it sideways.
 */
export async function expectHindiScreen(page: Page, shopsOwn: readonly string[] = []): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  // Words marked as another language (an English message a customer was sent) are that language's, not left-over catalogue texts.
  const marked = await page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('[lang]:not([lang|="hi"])')].reduce((text, other) => text.replace(other.innerText, ''), document.body.innerText),
  );
  // So are the words a shop typed: "Main Street Cuts" holds the text "Main".
  const shown = shopsOwn.reduce((text, own) => text.split(own).join(' '), marked);
  const left = (await englishCatalogueTexts()).filter((text) => new RegExp(`(^|[^A-Za-z])${escape(text)}($|[^A-Za-z])`, 'i').test(shown));
  expect(left, `English left on ${page.url()}`).toEqual([]);
  await expectNoHorizontalScroll(page);
}

/** Where `checkHindiScreen` looks at a screen. */
export interface HindiScreenCheck {
  /** The sizes to check it at, in order, then back to the phone; left out, the size it stands at. */
  viewports?: readonly ViewportName[];
  /** Opens again, after each resize, what a change of the window's size closes (an open list). */
  open?: () => Promise<void>;
  /** What the shops typed that shows on the screen (names, areas), which stays as typed. */
  shopsOwn?: readonly string[];
}

/**
 * `expectHindiScreen`, then a full-page picture named `picture` for people to look at: as the
 * screen stands, or at each of `viewports` and then back on the phone, where the journeys go on.
 */
export async function checkHindiScreen(page: Page, picture: string, { viewports, open, shopsOwn }: HindiScreenCheck = {}): Promise<void> {
  if (!viewports) {
    await expectHindiScreen(page, shopsOwn);
    await screenshot(page, picture);
    return;
  }
  for (const viewport of viewports) {
    await useViewport(page, viewport);
    await open?.();
    // The new size laid out and painted before the check and the picture.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    try {
      await expectHindiScreen(page, shopsOwn);
    } finally {
      // Last: a full-page picture resizes the window for a moment, which closes an open list.
      await screenshot(page, picture);
    }
  }
  await useViewport(page, 'phone');
}
