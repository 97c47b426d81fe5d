import type { BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_STORAGE_KEY } from '../../src/client/lib/i18n/language.js';
import { ADMIN } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { checkHindiScreen, expectHindiScreen } from './support/hindi.js';
import { heroHeading, setUpHindiShop } from './support/hindi-shell.js';

// How a device comes to Hindi: the header's switch, kept on the device, and the browser's own
// language on a first visit; English never fetches the Hindi texts.

const RAVI = 'Ravi Kumar';

/** A Hindi catalogue's chunk of the build (`/assets/texts.hi-….js`, `/assets/texts-errors.hi-….js`). */
const HINDI_CHUNK = /\/assets\/texts(-[a-z0-9-]+)?\.hi-[^/]*\.js$/;

/** The language switch in the header, named in the language shown for the one it offers. */
const switchTo = (page: Page, name: 'हिन्दी' | 'English') =>
  page.getByRole('banner').getByRole('button', { name: name === 'English' ? 'भाषा बदलकर English करें' : 'Switch the language to हिन्दी' });

/** A barber's card on the home page. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Script requests for Hindi catalogues, from now on. */
function hindiChunksOf(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (HINDI_CHUNK.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** Presses Tab until the focused element is `target` (the keyboard's own way there). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>): Promise<void> {
  for (let presses = 0; presses < 12; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the language switch');
}

describe('choosing Hindi', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
    await setUpHindiShop(app, await app.api.login(ADMIN));
  });

  test('the header switch turns the page to Hindi without a reload, the device keeps it, and it turns back, all by keyboard', async ({ page, context }) => {
    const chunks = hindiChunksOf(context);
    await page.goto('/');
    await heroHeading(page, 'en').waitFor();
    await card(page, RAVI).getByText(/^WAIT: /).waitFor();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    expect(chunks).toEqual([]);

    const toHindi = switchTo(page, 'हिन्दी');
    await tabTo(page, toHindi);
    await page.keyboard.press('Enter');
    await heroHeading(page, 'hi').waitFor();
    await card(page, RAVI).getByText(/^इंतज़ार: /).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    expect(chunks.length).toBeGreaterThan(0);
    // Focus stays on the switch, which now offers English.
    const toEnglish = switchTo(page, 'English');
    expect(await toEnglish.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => page.title()).toBe('Shree Ganesh Salon · प्रीमियम ग्रूमिंग');
    await checkHindiScreen(page, 'hindi-shell-switched');

    // Remembered on this device: a reload starts in Hindi.
    await page.reload();
    await heroHeading(page, 'hi').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('hi');
    await expectHindiScreen(page);

    await tabTo(page, toEnglish);
    await page.keyboard.press('Enter');
    await heroHeading(page, 'en').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.title()).toBe('Shree Ganesh Salon · Premium Grooming');
    await page.reload();
    await heroHeading(page, 'en').waitFor();
    await switchTo(page, 'हिन्दी').waitFor();
  });

  test("a first visit follows the browser's language: Hindi for hi-IN, English for en-US, which never fetches the Hindi texts", async ({ openContext }) => {
    const hindi = await openContext({ locale: 'hi-IN' });
    const hindiChunks = hindiChunksOf(hindi);
    const hindiPage = await hindi.newPage();
    await hindiPage.goto('/');
    await heroHeading(hindiPage, 'hi').waitFor();
    expect(hindiChunks.length).toBeGreaterThan(0);

    const english = await openContext({ locale: 'en-US' });
    const englishChunks = hindiChunksOf(english);
    const page = await english.newPage();
    await page.goto('/');
    await heroHeading(page, 'en').waitFor();
    await card(page, RAVI).getByText(/^WAIT: /).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Other pages and the lazy parts of the frame neither.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Barber Login' }).click();
    await page.waitForURL('**/barber/login');
    await page.goto('/board');
    await page.getByText('OPEN', { exact: true }).waitFor();
    expect(englishChunks).toEqual([]);
  });
});
