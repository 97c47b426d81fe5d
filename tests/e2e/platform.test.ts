import type { Page } from 'playwright-core';
import { setOperatorPassword } from '../../src/server/services/operators.js';
import { createShop } from '../../src/server/services/platform.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { screenshot } from './support/screenshot.js';
import { useViewport } from './support/viewports.js';

/** Fits the width, passes axe, and is photographed for people to look at. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

// The platform's operator (docs/decisions/0021-platform-operator.md) on a phone: signs in, creates
// a shop, is shown its owner's password once, then suspends and resumes it.
describe('the platform operator', () => {
  test('signs in, creates a shop, sees the password once, suspends and resumes it', async ({ app, page }) => {
    const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
    await page.goto('/platform');
    await page.getByRole('heading', { name: 'Operator sign in' }).waitFor();
    await checkScreen(page, 'platform-login');

    await page.getByLabel('Username').fill('asha');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed. Please check your credentials.', { exact: true }).waitFor();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Signed in as asha').waitFor();
    await page.getByRole('heading', { name: 'main', exact: true }).waitFor();
    await checkScreen(page, 'platform-shops');

    await page.getByRole('button', { name: 'New shop' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Time zone').inputValue()).toBe('Asia/Kolkata');
    await dialog.getByRole('button', { name: 'Create shop' }).click();
    await dialog.getByText('Slug is required').waitFor();
    await dialog.getByLabel('Slug').fill('kings-cuts');
    await dialog.getByLabel('Shop name').fill('Kings Cuts');
    await dialog.getByLabel('Owner’s username').fill('kingsowner');
    await checkScreen(page, 'platform-new-shop');
    await dialog.getByRole('button', { name: 'Create shop' }).click();
    await dialog.getByRole('heading', { name: 'Kings Cuts is ready' }).waitFor();
    const shown = await dialog.locator('output').nth(1).textContent();
    expect(shown).toMatch(/^[A-Za-z0-9_-]{20}$/);
    await expect.poll(() => dialog.locator('output').nth(2).textContent()).toContain('/s/kings-cuts/admin');
    await checkScreen(page, 'platform-created');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Shown once: the list never carries it.
    await page.getByRole('heading', { name: 'Kings Cuts' }).waitFor();
    expect(await page.content()).not.toContain(shown ?? 'no password');

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kings Cuts' }) });
    await card.getByRole('button', { name: 'Suspend' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Suspend Kings Cuts?' }).waitFor();
    await checkScreen(page, 'platform-suspend');
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await card.getByText('Suspended', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Resume' }).click();
    await card.getByText('Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Operator sign in' }).waitFor();
  });

  test('fits a desktop with its shops', async ({ app, page }) => {
    await useViewport(page, 'desktop');
    const { password } = await setOperatorPassword(app.ctx.database.db, 'asha');
    await createShop(app.ctx, { slug: 'york-fades', name: 'York Fades', timeZone: 'America/New_York', ownerUsername: 'tom' });
    await page.goto('/platform');
    await page.getByLabel('Username').fill('asha');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'York Fades' }).waitFor();
    await checkScreen(page, 'platform-shops');
  });
});
