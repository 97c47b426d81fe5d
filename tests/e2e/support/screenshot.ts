import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Gitignored; people open these to look at screens, tests never compare them. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/**
 * CI takes no pictures for people (nobody opens them there, and a full-page PNG costs a few hundred
 * milliseconds): only a failing test's. `SCREENSHOTS=1` takes them in CI too.
 */
const PICTURES_FOR_PEOPLE = process.env.CI !== 'true' || process.env.SCREENSHOTS === '1';

/**
 * Writes a full-page PNG named `<name>-<width>x<height>.png` and returns its path. In CI only into a
 * directory other than the default one (a failure's).
 */
export function screenshot(page: Page, name: string, dir = SCREENSHOT_DIR): Promise<string> {
  return take(page, name, dir, true);
}

/**
 * As `screenshot`, but of the viewport alone: a full page is taken at a taller size, and a popup
 * that closes when the window is resized (a Radix select) would be gone from it.
 */
export function viewportScreenshot(page: Page, name: string): Promise<string> {
  return take(page, name, SCREENSHOT_DIR, false);
}

async function take(page: Page, name: string, dir: string, fullPage: boolean): Promise<string> {
  const size = page.viewportSize();
  const suffix = size ? `-${size.width}x${size.height}` : '';
  const file = path.join(dir, `${name.replace(/[^a-z0-9-]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}${suffix}.png`);
  if (dir === SCREENSHOT_DIR && !PICTURES_FOR_PEOPLE) return file;
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage });
  return file;
}
